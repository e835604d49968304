/** What the offline chrome shows: the link's state, the time of the data on screen, and a waiting update. */
export interface OfflineStatus {
  online: boolean;
  dataAt: number | null;
  updateReady: boolean;
}

let status: OfflineStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  dataAt: null,
  updateReady: false,
};
const listeners = new Set<() => void>();

export function getOfflineStatus(): OfflineStatus {
  return status;
}

export function setOfflineStatus(change: Partial<OfflineStatus>): void {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

export function subscribeOfflineStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
