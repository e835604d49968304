import { useSyncExternalStore } from 'react';
import { getOfflineStatus, setOfflineStatus, subscribeOfflineStatus } from './status.ts';

let listening = false;

/** Follows the browser's link state into the offline status, once for the whole page. */
export function followLinkState(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('online', () => setOfflineStatus({ online: true }));
  window.addEventListener('offline', () => setOfflineStatus({ online: false }));
  setOfflineStatus({ online: navigator.onLine });
}

/** Whether the browser has a link now; a form disables what needs the network when it has none. */
export function useOnline(): boolean {
  followLinkState();
  return useSyncExternalStore(subscribeOfflineStatus, () => getOfflineStatus().online);
}
