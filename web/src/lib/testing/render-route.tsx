import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import {
  createMemoryRouter,
  RouterProvider,
  RouterContextProvider,
  useLocation,
  type LoaderFunction,
  type RouterState,
  type ShouldRevalidateFunction,
} from 'react-router';
import { vi } from 'vitest';
import { apolloClient, preloadQuery } from '../apollo.ts';
import { FlashApiContext, type FlashApi } from '../flash.ts';
import { dataContext, dossierContext } from '../router-context.ts';
import { SessionContext, type Session } from '../session.ts';
import { browserWantedDossier } from '../wanted-dossier.ts';

interface RouteModule {
  loader: LoaderFunction;
  Component: ComponentType;
  shouldRevalidate?: ShouldRevalidateFunction;
}

interface RenderRouteOptions {
  path: string;
  route: RouteModule;
  url: string;
  mocks: readonly MockLink.MockedResponse[];
  /** The selected file the signed-in middleware would hand to the loader; null for a person without one. */
  codeDossier?: string | null;
  /** The selected file's permissions: by default the appointments' and events' modules. */
  permissions?: readonly string[];
}

/** Where a test route landed: the other paths of the portal render this, showing where the screen sent the user. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

function sessionOf(codeDossier: string | null, permissions: readonly string[]): Session {
  return {
    viewerId: 'u1',
    login: 'julie@exemple.fr',
    isCollaborateur: false,
    fonctionsUtilisateur: [],
    selectedDossier: codeDossier
      ? {
          codeDossier,
          raisonSociale: 'EARL Martin',
          codeEntite: '0001',
          idRole: 1,
          permissions: [...permissions],
        }
      : null,
    hasPermission: (name) => permissions.includes(name),
    selectDossier: vi.fn(),
  };
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

function loaded(router: MemoryRouter): Promise<RouterState> {
  const done = (state: RouterState) => state.initialized && state.navigation.state === 'idle';
  if (done(router.state)) return Promise.resolve(router.state);
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!done(state)) return;
      unsubscribe();
      resolve(state);
    });
  });
}

/**
 * The queries the route's loader preloaded have answered (from the mocks); a loader value that is no query, or a
 * query that failed, is the test's to look at.
 */
async function queriesAnswered(state: RouterState): Promise<void> {
  await Promise.all(
    Object.values(state.loaderData).map((value) =>
      Promise.resolve()
        .then(() => preloadQuery.toPromise(value as Parameters<typeof preloadQuery.toPromise>[0]))
        .catch(() => undefined),
    ),
  );
}

/**
 * Renders a screen's route module as the router runs it below the signed-in route (the router context holding
 * the Apollo client and the selected file, the loader preloading the query, then Component), with the portal's
 * Apollo client answering from mocks, a session and a flash spy. It resolves once the route's query has answered
 * and the screen shows it, so a test finds the data at once rather than within a time limit.
 */
export async function renderRoute({
  path,
  route,
  url,
  mocks,
  codeDossier = 'D001',
  permissions = ['page_rdv', 'page_events', 'mod_rdv', 'mod_events'],
}: RenderRouteOptions) {
  apolloClient.setLink(new MockLink(mocks));
  await apolloClient.clearStore();
  const flash: FlashApi = { show: vi.fn(), clear: vi.fn() };
  const session = sessionOf(codeDossier, permissions);
  const router = createMemoryRouter(
    [
      {
        path,
        loader: route.loader,
        Component: route.Component,
        ...(route.shouldRevalidate ? { shouldRevalidate: route.shouldRevalidate } : {}),
        HydrateFallback: () => null,
      },
      { path: '*', Component: Elsewhere },
    ],
    {
      initialEntries: [url],
      getContext() {
        const context = new RouterContextProvider();
        context.set(dataContext, { client: apolloClient, preloadQuery, wantedDossier: browserWantedDossier });
        context.set(dossierContext, codeDossier ? { codeDossier } : null);
        return context;
      },
    },
  );
  const view = render(
    <ApolloProvider client={apolloClient}>
      <FlashApiContext.Provider value={flash}>
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </FlashApiContext.Provider>
    </ApolloProvider>,
  );
  /** Waits, as renderRoute does, until a navigation the test started has loaded and its queries answered. */
  const settled = () =>
    act(async () => {
      await queriesAnswered(await loaded(router));
    });
  await settled();
  return { ...view, flash, router, session, settled };
}
