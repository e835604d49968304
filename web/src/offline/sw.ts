/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { PERSONAL_FILES_CACHE, SERVED_OFFLINE_ATTRIBUTE } from './cache-names.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// The shell and every route chunk, named by the build: a return visit downloads no script, offline included.
// With Save-Data nothing is fetched ahead: only the page is precached, and each chunk is kept once used.
// The page registers this worker with `?save-data` when the browser asks to save data (offline/start.ts).
const saveData = new URL(self.location.href).searchParams.has('save-data');
const entries = self.__WB_MANIFEST;
const isPage = (entry: (typeof entries)[number]) =>
  (typeof entry === 'string' ? entry : entry.url) === 'index.html';
precacheAndRoute(saveData ? entries.filter(isPage) : entries);
cleanupOutdatedCaches();
// Chunks are named by their content's hash: a kept one never goes stale.
registerRoute(({ url }) => url.pathname.startsWith('/assets/'), new CacheFirst({ cacheName: 'chunks' }));

// A file opened with a link stays readable without one (issue 23): with a link the gateway answers as always
// (and checks the session), without one the last copy shows. Only whole answers are kept, for no longer than a
// session, and a phone's storage is not filled with every picture ever seen.
registerRoute(
  ({ url }) => url.pathname.startsWith('/fichiers/'),
  new NetworkFirst({
    cacheName: PERSONAL_FILES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 12 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

/**
 * The precached shell, marked as drawn without a link: the page then knows it has none even where the browser
 * still says `navigator.onLine` (offline/use-online.ts).
 */
async function servedOffline(shell: Response): Promise<Response> {
  const html = (await shell.text()).replace('<html', `<html ${SERVED_OFFLINE_ATTRIBUTE}`);
  return new Response(html, { status: shell.status, headers: shell.headers });
}

// Pages come from the gateway while there is a link (the signed-in home's HTML carries its first answers and
// is never cached: it holds a person's data); without a link, the precached shell opens and shows what the
// app kept.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        const shell = await matchPrecache('index.html');
        return shell ? servedOffline(shell) : Response.error();
      }
    },
    { denylist: [/^\/graphql/, /^\/fichiers\//, /^\/captcha\//] },
  ),
);

// A new version waits until the person clicks "Recharger" (offline/offline-chrome.tsx): never mid-form.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
