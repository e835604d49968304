import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { matchRoutes } from 'react-router';
import { apolloClient } from '../lib/apollo.ts';
import { getWantedCodeDossier } from '../lib/wanted-dossier.ts';
import { persistedMarker } from '../offline/persisted-marker.ts';
import { nextTask } from './next-task.ts';
import { mayHydrateDrawnHome, restoreFirstScreen } from './first-screen.ts';
import { createRouter, routes } from './router.tsx';

// A returning person's last data goes into the cache before the first loaders run (offline/start.ts). Its code
// is a chunk of its own, fetched only then (from the service worker's cache on a return), so a first visit's
// JavaScript does not grow. Awaited inside a function, not at the module's top: the offline chunk imports this
// one, and a top-level await on it would wait for itself.
const loadOffline = () => import('../offline/start.ts');

/** Starts the app in `container`: a page the gateway drew is hydrated, any other drawn. */
export async function start(container: HTMLElement) {
  const offline = persistedMarker() === null ? null : await loadOffline();
  const restored = offline ? await offline.restorePersistedCache(apolloClient) : false;

  // Before the router's first loaders run: they then find the answers the gateway put in the page.
  await nextTask();
  const firstScreen = restoreFirstScreen(apolloClient);
  await nextTask();
  await loadScreenModules();
  await nextTask();
  const router = createRouter();
  firstScreen.followRouter(router);

  // The first render waits for the first screen's code and data, while the page shows what the gateway sent. It
  // then hydrates the home the gateway drew (server/render-first-screen.tsx), keeping its elements, or else
  // draws over index.html's "Chargement…".
  await firstNavigationEnded(router);
  // Its own task too: the navigation's end and the hydration would otherwise make one long task.
  await nextTask();
  const app = (
    <StrictMode>
      <ApolloProvider client={apolloClient}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </StrictMode>
  );
  // A transition: React then hydrates or draws in slices of a few milliseconds, giving the browser its turn
  // between them, where a plain update is one task for the whole screen. A tap meanwhile is not lost: React
  // hydrates what it lands on first, then runs it.
  startTransition(() => {
    // The signed-in middleware has kept the file it selected.
    if (mayHydrateDrawnHome(container, router.state, getWantedCodeDossier(), firstScreen.operations))
      hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  container.removeAttribute('inert');

  // After the first screen is drawn: persisting the cache, the offline notice, the update prompt and the
  // service worker. Started before, their chunk came and ran ahead of the home's render.
  (offline ?? (await loadOffline())).startOffline(apolloClient, router, restored);
}

/**
 * Loads the code of the screens the address opens (the frame and the home on the home's address), so that its
 * evaluation is a task of its own rather than part of the router's first navigation.
 */
async function loadScreenModules(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const loads: Promise<unknown>[] = matches.flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [route.lazy()] : [],
  );
  await Promise.all(loads);
}

/** Resolves once the router's first navigation has ended: its screen's code and data (or its error) are in. */
function firstNavigationEnded(router: ReturnType<typeof createRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
