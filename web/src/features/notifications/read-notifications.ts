import { useCallback, useSyncExternalStore } from 'react';

// Spec 000 §2.3: mark-as-read is local. The ids read on this browser are kept in local storage so that the
// home page, the notifications page and later visits agree.
const STORAGE_KEY = 'portal.notificationsLues';

const listeners = new Set<() => void>();
let snapshot: ReadonlySet<string> = load();

function load(): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ReadonlySet<string> {
  return snapshot;
}

export function markNotificationRead(id: string): void {
  if (snapshot.has(id)) return;
  snapshot = new Set([...snapshot, id]);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...snapshot]));
  } catch {
    // Storage may be refused (private browsing): the mark then lasts until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

/** Forgets every local mark; the storage is read again (tests start each case from a clean browser). */
export function resetReadNotifications(): void {
  snapshot = load();
  for (const listener of listeners) listener();
}

export function useReadNotifications(): { isRead: (id: string) => boolean; markRead: (id: string) => void } {
  const read = useSyncExternalStore(subscribe, getSnapshot);
  const isRead = useCallback((id: string) => read.has(id), [read]);
  return { isRead, markRead: markNotificationRead };
}
