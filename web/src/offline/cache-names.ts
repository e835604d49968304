/**
 * The service worker's cache of the person's files opened with a link (pictures, documents under /fichiers/):
 * readable offline, and erased with the rest of the person's traces (start.ts), since it holds their data.
 */
export const PERSONAL_FILES_CACHE = 'fichiers';

/** Set by the service worker on the shell it serves when the page's own request failed (offline/use-online.ts). */
export const SERVED_OFFLINE_ATTRIBUTE = 'data-served-offline';
