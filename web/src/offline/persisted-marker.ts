// Read by the entry before the first render (main.tsx), so it stays a few bytes: whether this browser holds a
// persisted cache worth waiting for. Only a cache key, never data: the data is in IndexedDB (cache-store.ts).
export const PERSISTED_MARKER_KEY = 'portal.offline';

export function persistedMarker(): string | null {
  try {
    return window.localStorage.getItem(PERSISTED_MARKER_KEY);
  } catch {
    return null;
  }
}

/**
 * Set (synchronously, so that a reload cannot lose it) when the cache changes, and cleared once a snapshot holding
 * that change is written: while set, the persisted snapshot may be older than what the person last saw.
 */
export const UNSAVED_CHANGE_KEY = 'portal.offline.unsaved';
