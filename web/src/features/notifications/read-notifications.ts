import { useCallback, useSyncExternalStore } from 'react';

// Spec 000 §2.3: mark-as-read is local. The ids read on this browser are kept in local storage so that the
// home page, the notifications page and later visits agree; what the legacy already counts read stays read.
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

// What the gateway draws (server/render-first-screen.tsx) knows no browser's marks, and the hydration must draw
// the same: none read here. React then draws this browser's marks at once.
const NONE_READ: ReadonlySet<string> = new Set();
const getServerSnapshot = () => NONE_READ;

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

/** A notification as the read state reads it: its id and the legacy's read flag. */
export interface ReadState {
  id: string;
  lu: boolean;
}

/**
 * The bell's number: the legacy's unread count, less the notifications it counts unread that were read on this
 * browser since.
 */
export function unreadCount(
  serverCount: number,
  notifications: readonly ReadState[],
  readHere: ReadonlySet<string>,
) {
  const readSince = notifications.filter((n) => !n.lu && readHere.has(n.id)).length;
  return Math.max(0, serverCount - readSince);
}

export function useReadNotifications(): {
  isRead: (notification: ReadState) => boolean;
  markRead: (id: string) => void;
  unreadOf: (serverCount: number, notifications: readonly ReadState[]) => number;
} {
  const read = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const isRead = useCallback((n: ReadState) => n.lu || read.has(n.id), [read]);
  const unreadOf = useCallback(
    (serverCount: number, notifications: readonly ReadState[]) =>
      unreadCount(serverCount, notifications, read),
    [read],
  );
  return { isRead, markRead: markNotificationRead, unreadOf };
}
