import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router';
import type { RootThemeQuery } from '../gql/graphql.ts';
import { useFlash } from '../lib/flash.ts';
import { INTERNAL_ERROR } from '../lib/messages.ts';
import { setNavigate, setSettledPath } from '../lib/navigation.ts';
import { screenTitle } from '../lib/route-handle.ts';
import { dataContext } from '../lib/router-context.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { FlashBanner } from './layout/flash-banner.tsx';
import { FlashProvider } from './layout/flash-provider.tsx';
import {
  isChunkLoadFailure,
  mayReloadToNewVersion,
  newVersionRunning,
  reloadToNewVersion,
} from './new-version.ts';
import { RootThemeDocument } from './theme-query.ts';

// Shown after 24 hours at the earliest: its code follows the first render instead of weighing on it.
const InactivityDialog = lazy(() =>
  import('./layout/inactivity-dialog.tsx').then((module) => ({ default: module.InactivityDialog })),
);

export async function loader({ context }: LoaderFunctionArgs) {
  const { preloadQuery } = context.get(dataContext);
  // The public theme does not change during a visit: the cached one is enough when loaders run again.
  return {
    themeRef: await preloadQuery.toPromise(preloadQuery(RootThemeDocument, { fetchPolicy: 'cache-first' })),
  };
}

/** The theme's colour, and the document's title: the screen's (from the paths table), then the platform's. */
function useApplyTheme(themeRef: QueryRef<RootThemeQuery>) {
  const { theme } = useReadQuery(themeRef).data;
  const title = screenTitle(useMatches().map((match) => match.handle));
  useEffect(() => {
    document.documentElement.style.setProperty('--brand', theme.primaryColor);
  }, [theme.primaryColor]);
  useEffect(() => {
    document.title = title ? `${title} - ${theme.platformName}` : theme.platformName;
  }, [title, theme.platformName]);
}

/** Spec 000 §2.2: after each navigation the flash message is cleared (the menu closes in the layout). */
function useNavigationEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const { clear } = useFlash();
  useEffect(() => {
    setNavigate((to) => void navigate(to));
  }, [navigate]);
  // A layout effect runs before the new screen's effects, so a flash that screen shows on arrival stays.
  useLayoutEffect(() => {
    setSettledPath(location.pathname + location.search);
    clear();
  }, [location.pathname, location.search, clear]);
  // A screen reached after the page's first: the version running draws screens, a later release may reload
  // again. The first screen does not count: a part of it fetched later (a lazy dialog) may still fail.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key !== firstKey.current) newVersionRunning();
  }, [location.key]);
}

function RootFrame() {
  const { themeRef } = useLoaderData<typeof loader>();
  useApplyTheme(themeRef);
  useNavigationEffects();
  return (
    <>
      <Outlet />
      <FlashBanner />
      <Suspense fallback={null}>
        <InactivityDialog />
      </Suspense>
    </>
  );
}

export function RootRoute() {
  return (
    <FlashProvider>
      <RootFrame />
    </FlashProvider>
  );
}

/**
 * Unexpected failures (network down, gateway error): a French message instead of a blank page. A screen whose code
 * is gone after a release loads the new version instead, once (new-version.ts).
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const reloads = isChunkLoadFailure(error) && mayReloadToNewVersion();
  useEffect(() => {
    if (reloads) reloadToNewVersion();
  }, [reloads]);
  const status = isRouteErrorResponse(error) ? error.status : null;
  if (reloads) return <Spinner />;
  return (
    <main className="page">
      <h1>{INTERNAL_ERROR}</h1>
      {status ? <p>Code {status}</p> : null}
      <Button onClick={() => window.location.reload()}>Recharger la page</Button>
    </main>
  );
}
