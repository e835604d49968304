/**
 * The service worker's cache of the person's files opened with a link (pictures, documents under /fichiers/):
 * readable offline, and erased with the rest of the person's traces (start.ts), since it holds their data.
 */
export const PERSONAL_FILES_CACHE = 'fichiers';
