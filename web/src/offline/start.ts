import type { ApolloClient, InMemoryCache } from '@apollo/client';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { Workbox } from 'workbox-window';
import { ShellDocument } from '../app/layout/shell-query.ts';
import { SIGN_IN_PATH } from '../lib/apollo.ts';
import { getWantedCodeDossier } from '../lib/wanted-dossier.ts';
import { eraseSnapshots, readSnapshot, writeSnapshot } from './cache-store.ts';
import { PERSONAL_FILES_CACHE } from './cache-names.ts';
import { eraseDrafts } from './drafts.ts';
import { eraseResumableUploads } from './local-keys.ts';
import { watchForms } from './form-activity.ts';
import { OfflineChrome } from './offline-chrome.tsx';
import { PERSISTED_MARKER_KEY, UNSAVED_CHANGE_KEY, persistedMarker } from './persisted-marker.ts';
import { isExpired, persistableCache, snapshotKey, viewerOf } from './snapshot.ts';
import { getOfflineStatus, setOfflineStatus, subscribeOfflineStatus } from './status.ts';
import { followLinkState, hasLink } from './use-online.ts';

// Writes are grouped: a screen's answers arrive in bursts, the device's storage is written once after them.
const PERSIST_DELAY_MS = 1000;
// A storage that does not answer must not hold the first screen back longer than a network answer would.
const RESTORE_LIMIT_MS = 1500;

/** Writes (or with null removes) a small key of localStorage; a refused storage only loses the offline help. */
function setLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: nothing is restored next time, the portal asks the gateway as before.
  }
}

function getLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

const setMarker = (viewer: string | null) => setLocal(PERSISTED_MARKER_KEY, viewer);

/**
 * Erases what this browser keeps of the person: the persisted cache, its marker, every draft and file kept, the
 * addresses of uploads left unfinished.
 */
export async function eraseLocalTraces(): Promise<void> {
  setMarker(null);
  setLocal(UNSAVED_CHANGE_KEY, null);
  eraseDrafts();
  eraseResumableUploads();
  setOfflineStatus({ dataAt: null });
  await Promise.all([
    eraseSnapshots().catch(() => undefined),
    'caches' in window ? caches.delete(PERSONAL_FILES_CACHE).catch(() => false) : undefined,
  ]);
}

/**
 * Puts the last persisted cache of the person who was signed in, for the file they come back to, into the
 * Apollo cache before the first screen loads. Data older than a session is erased instead. Answers whether
 * something was restored.
 */
export async function restorePersistedCache(client: ApolloClient): Promise<boolean> {
  const viewer = persistedMarker();
  if (viewer === null) return false;
  // The page was left before its last change reached the device (a reload just after a save): the snapshot
  // would show the screen as it was before, and the forms it fills would keep those values. With a link, the
  // gateway answers instead; without one, the older data is still better than none.
  if (hasLink() && getLocal(UNSAVED_CHANGE_KEY) !== null) return false;
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, RESTORE_LIMIT_MS));
  const snapshot = await Promise.race([
    readSnapshot(snapshotKey(viewer, getWantedCodeDossier())).catch(() => undefined),
    timeout,
  ]);
  if (!snapshot) return false;
  if (isExpired(snapshot, Date.now())) {
    await eraseLocalTraces();
    return false;
  }
  client.cache.restore(snapshot.data);
  setOfflineStatus({ dataAt: snapshot.savedAt });
  // Opened without a link: the first screen's loaders, which start before the rest of this module, read the cache.
  if (!hasLink()) client.prioritizeCacheValues = true;
  return true;
}

/** Writes the cache to the device after each burst of changes, and erases it when the cache is reset. */
function persistCacheChanges(cache: InMemoryCache): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const persist = () => {
    timer = null;
    const extracted = cache.extract();
    const viewer = viewerOf(extracted);
    // Signed out: nothing of anyone is kept.
    if (viewer === null) return;
    setMarker(viewer);
    const savedAt = getOfflineStatus().dataAt ?? Date.now();
    const change = getLocal(UNSAVED_CHANGE_KEY);
    void writeSnapshot(snapshotKey(viewer, getWantedCodeDossier()), {
      savedAt,
      data: persistableCache(extracted),
    })
      // Unless the cache changed again meanwhile, the snapshot now holds everything seen.
      .then(() => getLocal(UNSAVED_CHANGE_KEY) === change && setLocal(UNSAVED_CHANGE_KEY, null))
      .catch(() => undefined);
  };
  // A page left before the delay (a full reload, the app closed) still keeps what it had, as far as the
  // browser lets the write finish.
  window.addEventListener('pagehide', () => {
    if (timer === null) return;
    clearTimeout(timer);
    persist();
  });
  let changes = 0;
  const schedule = () => {
    if (getOfflineStatus().online) setOfflineStatus({ dataAt: Date.now() });
    changes += 1;
    setLocal(UNSAVED_CHANGE_KEY, String(changes));
    timer ??= setTimeout(persist, PERSIST_DELAY_MS);
  };
  // The cache has no change event: its writing methods are wrapped, as apollo3-cache-persist does.
  for (const method of ['write', 'evict', 'modify'] as const) {
    const original = cache[method].bind(cache) as (...args: unknown[]) => unknown;
    (cache as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const result = original(...args);
      schedule();
      return result;
    };
  }
  // A reset is a sign-out or a new sign-in (lib/apollo.ts callers): the previous person's traces go.
  const reset = cache.reset.bind(cache);
  cache.reset = async (options) => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    await eraseLocalTraces();
    return reset(options);
  };
  return schedule;
}

/** While offline, queries answer from the cache instead of failing on the network. */
function readCacheWhileOffline(client: ApolloClient): void {
  const apply = () => {
    client.prioritizeCacheValues = !getOfflineStatus().online;
  };
  apply();
  subscribeOfflineStatus(apply);
}

function registerServiceWorker(): () => void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return () => window.location.reload();
  // Set from Save-Data before the first paint (index.html): the worker then fetches nothing ahead.
  const saveData = document.documentElement.dataset.saveData !== undefined;
  const workbox = new Workbox(saveData ? '/sw.js?save-data' : '/sw.js');
  workbox.addEventListener('waiting', () => setOfflineStatus({ updateReady: true }));
  void workbox.register().catch(() => undefined);
  return () => {
    // The new worker takes over only on this click; the page reloads once it controls the page.
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };
}

/**
 * Everything offline that may wait for the first screen: persisting the cache, the notice and the update
 * prompt, the service worker. A session seen to be over (the sign-in page shown) erases the local traces.
 */
export function startOffline(
  client: ApolloClient,
  router: Pick<DataRouter, 'subscribe' | 'state'>,
  restored: boolean,
): void {
  followLinkState();
  // What the first screen already wrote (the gateway's answers in the page) is kept too.
  persistCacheChanges(client.cache as InMemoryCache)();
  readCacheWhileOffline(client);
  const forms = watchForms(document);
  const onSignInPage = (state: DataRouter['state']) =>
    state.location.pathname === SIGN_IN_PATH && state.navigation.state === 'idle';
  router.subscribe((state) => {
    forms.recheck();
    if (onSignInPage(state)) void eraseLocalTraces();
  });
  // Started once the first screen is drawn: that screen may be the sign-in page already.
  if (onSignInPage(router.state)) void eraseLocalTraces();
  // A restored Shell (rights, selected file) is asked again once, which also tells whether the session lasts.
  if (restored && hasLink()) {
    void client
      .query({
        query: ShellDocument,
        variables: { wanted: getWantedCodeDossier() },
        fetchPolicy: 'network-only',
      })
      .catch(() => undefined);
  }
  const container = document.createElement('div');
  document.body.prepend(container);
  createRoot(container).render(createElement(OfflineChrome, { reload: registerServiceWorker() }));
}
