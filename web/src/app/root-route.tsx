import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useEffect, useLayoutEffect } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigate,
  useRouteError,
} from 'react-router';
import type { RootThemeQuery } from '../gql/graphql.ts';
import { preloadQuery } from '../lib/apollo.ts';
import { useFlash } from '../lib/flash.ts';
import { setNavigate, setSettledPath } from '../lib/navigation.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { FlashBanner } from './flash-banner.tsx';
import { FlashProvider } from './flash-provider.tsx';
import { InactivityDialog } from './inactivity-dialog.tsx';
import { RootThemeDocument } from './theme-query.ts';

export async function loader() {
  // The public theme does not change during a visit: the cached one is enough when loaders run again.
  return {
    themeRef: await preloadQuery.toPromise(preloadQuery(RootThemeDocument, { fetchPolicy: 'cache-first' })),
  };
}

function useApplyTheme(themeRef: QueryRef<RootThemeQuery>) {
  const { theme } = useReadQuery(themeRef).data;
  useEffect(() => {
    document.title = theme.platformName;
    document.documentElement.style.setProperty('--brand', theme.primaryColor);
  }, [theme.platformName, theme.primaryColor]);
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
}

function RootFrame() {
  const { themeRef } = useLoaderData<typeof loader>();
  useApplyTheme(themeRef);
  useNavigationEffects();
  return (
    <>
      <FlashBanner />
      <Outlet />
      <InactivityDialog />
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

export function HydrateFallback() {
  return <Spinner />;
}

/** Unexpected failures (network down, gateway error): a French message instead of a blank page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <main className="page">
      <h1>Une erreur interne s'est produite</h1>
      {status ? <p>Code {status}</p> : null}
      <Button onClick={() => window.location.reload()}>Recharger la page</Button>
    </main>
  );
}
