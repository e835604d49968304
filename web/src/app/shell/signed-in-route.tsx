import { useReadQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  Outlet,
  redirect,
  useLoaderData,
  useNavigate,
  useParams,
  useRevalidator,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { apolloClient, preloadQuery } from '../../lib/apollo.ts';
import { getSettledPath } from '../../lib/navigation.ts';
import { SessionContext, type Session } from '../../lib/session.ts';
import {
  getWantedCodeDossier,
  rememberAttemptedPath,
  setRedirectTo,
  setWantedCodeDossier,
} from '../../lib/wanted-dossier.ts';
import { ModuleGuard } from '../module-guard.tsx';
import { ShellDocument } from './shell-query.ts';

// The wanted code the current Shell answer was loaded for: a screen that stores another code (the staff
// portfolio) and then navigates needs the shell to reload even though the layout's params did not change.
let loadedFor: string | null = null;

export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return defaultShouldRevalidate || getWantedCodeDossier() !== loadedFor;
}

// Spec 000 §2.2, in its order: remember the route's file and redirect target, load the rights (the
// Shell query), send signed-out people to sign-in; the module check follows in ModuleGuard.
export async function loader({ params, request }: LoaderFunctionArgs) {
  if (params.codeDossier) setWantedCodeDossier(params.codeDossier);
  if (params.redirectTo) setRedirectTo(params.redirectTo);
  const wanted = getWantedCodeDossier();
  const { data } = await apolloClient.query({ query: ShellDocument, variables: { wanted } });
  if (!data?.viewer) {
    const url = new URL(request.url);
    rememberAttemptedPath(url.pathname + url.search, getSettledPath());
    return redirect('/app');
  }
  const selected = data.viewer.selectedDossier;
  // The gateway falls back to the favourite or the first file: remember its choice for the next visit.
  if (selected && selected.codeDossier !== wanted) setWantedCodeDossier(selected.codeDossier);
  loadedFor = getWantedCodeDossier();
  // Cache-first, unlike the screens' queries: the loader's query above has just answered (from the network
  // on a first visit or a file switch), and the screen's own query, refreshed at every navigation, is what
  // notices an ended session; refreshing the Shell too would double every page's calls.
  return { shellRef: preloadQuery(ShellDocument, { variables: { wanted }, fetchPolicy: 'cache-first' }) };
}

/** The Shell query's reference, for the layouts below the signed-in route. */
export function useSignedInLoaderData() {
  const data = useRouteLoaderData<typeof loader>('signed-in');
  if (!data) throw new Error('useSignedInLoaderData must be used below the signed-in route.');
  return data;
}

export function Component() {
  const { shellRef } = useLoaderData<typeof loader>();
  const { data } = useReadQuery(shellRef);
  const viewer = data.viewer;
  const navigate = useNavigate();
  const params = useParams();
  const revalidator = useRevalidator();

  const session = useMemo<Session | null>(() => {
    if (!viewer) return null;
    const selected = viewer.selectedDossier;
    // Rights that could not be read grant nothing; the rest of the shell still works.
    const permissions = new Set((selected ? selected.permissions : viewer.droitsUtilisateur) ?? []);
    return {
      viewerId: viewer.id,
      login: viewer.login,
      isCollaborateur: viewer.isCollaborateur,
      fonctionsUtilisateur: viewer.fonctionsUtilisateur ?? [],
      selectedDossier: selected
        ? {
            codeDossier: selected.codeDossier,
            raisonSociale: selected.raisonSociale,
            codeEntite: selected.codeEntite,
            idRole: selected.idRole ?? null,
            permissions: selected.permissions ?? [],
          }
        : null,
      hasPermission: (name) => permissions.has(name),
      selectDossier(codeDossier) {
        setWantedCodeDossier(codeDossier);
        // A code in the path would win over the new choice on the next load: leave that path for home.
        if (params.codeDossier && params.codeDossier !== codeDossier) void navigate('/accueil');
        else void revalidator.revalidate();
      },
    };
  }, [viewer, params.codeDossier, navigate, revalidator]);

  // The cache was cleared by a sign-out in another part of the app: the loader will redirect.
  if (!session) return null;

  return (
    <SessionContext.Provider value={session}>
      <ModuleGuard>
        <Outlet />
      </ModuleGuard>
    </SessionContext.Provider>
  );
}
