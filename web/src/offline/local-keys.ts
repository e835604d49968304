/** Removes every key of local storage under a prefix; a storage that refuses holds none to remove. */
export function eraseLocalKeys(prefix: string): void {
  try {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(prefix));
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing could have been written under the prefix either.
  }
}

// tus-js-client keeps the address of each upload left unfinished under this prefix (its WebStorageUrlStorage),
// with the file's name and dossier, so that a new tab resumes it: on a shared phone, those leave with the person.
const RESUMABLE_UPLOADS_PREFIX = 'tus::';

export const eraseResumableUploads = (): void => eraseLocalKeys(RESUMABLE_UPLOADS_PREFIX);
