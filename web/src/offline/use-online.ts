import { useSyncExternalStore } from 'react';
import { SERVED_OFFLINE_ATTRIBUTE } from './cache-names.ts';
import { getOfflineStatus, setOfflineStatus, subscribeOfflineStatus } from './status.ts';

// How often a page opened without a link asks whether the link is back.
const PROBE_EVERY_MS = 5000;

let listening = false;

/** Asks the gateway until it answers, then marks the link as back. */
function probeUntilAnswered(): void {
  const probe = async () => {
    if (getOfflineStatus().online) return;
    const answered = await fetch('/healthz', { cache: 'no-store' }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) setOfflineStatus({ online: true });
    else setTimeout(() => void probe(), PROBE_EVERY_MS);
  };
  setTimeout(() => void probe(), PROBE_EVERY_MS);
}

/**
 * Follows the link's state into the offline status, once for the whole page. A page the service worker drew from
 * its copy had no link when it opened, whatever `navigator.onLine` says: a phone on a weak link, or a browser
 * that keeps it true, sends no `online` event when the link comes back, so the page asks.
 */
export function followLinkState(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('online', () => setOfflineStatus({ online: true }));
  window.addEventListener('offline', () => setOfflineStatus({ online: false }));
  const servedOffline = document.documentElement.hasAttribute(SERVED_OFFLINE_ATTRIBUTE);
  setOfflineStatus({ online: navigator.onLine && !servedOffline });
  if (servedOffline) probeUntilAnswered();
}

/** Whether the page has a link now (the offline status, followed from the first call on). */
export function hasLink(): boolean {
  followLinkState();
  return getOfflineStatus().online;
}

/** Whether the browser has a link now; a form disables what needs the network when it has none. */
export function useOnline(): boolean {
  followLinkState();
  return useSyncExternalStore(subscribeOfflineStatus, () => getOfflineStatus().online);
}
