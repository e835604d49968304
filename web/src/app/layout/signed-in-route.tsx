import { useReadQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  Outlet,
  useLoaderData,
  useNavigate,
  useParams,
  useRevalidator,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router';
import { paths } from '../../lib/paths.ts';
import { dataContext, dossierContext } from '../../lib/router-context.ts';
import { SessionContext, type Session } from '../../lib/session.ts';
import { setWantedCodeDossier } from '../../lib/wanted-dossier.ts';
import { ModuleGuard } from './module-guard.tsx';
import { holdsModuleOf, ShellDocument } from './shell-query.ts';

// The middleware (signed-in-middleware.ts) has just filed the Shell answer under the selected file's code: the
// reference below reads it from the cache. It runs at every navigation, so that a file chosen elsewhere (the
// staff portfolio) shows in the frame.
export function shouldRevalidate(): boolean {
  return true;
}

export function loader({ context }: LoaderFunctionArgs) {
  const wanted = context.get(dossierContext)?.codeDossier ?? null;
  const shellRef = context
    .get(dataContext)
    .preloadQuery(ShellDocument, { variables: { wanted }, fetchPolicy: 'cache-first' });
  return { shellRef };
}

/** The Shell query's reference, for the layouts below the signed-in route. */
export function useSignedInLoaderData() {
  const data = useRouteLoaderData<typeof loader>('signed-in');
  if (!data) throw new Error('useSignedInLoaderData must be used below the signed-in route.');
  return data;
}

/** Provides the session (rights, selected file, file switch) to every signed-in screen, behind the module guard. */
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
      hasPermission: holdsModuleOf(viewer),
      selectDossier(codeDossier, then) {
        setWantedCodeDossier(codeDossier);
        if (then) void navigate(then);
        // A code in the path would win over the new choice on the next load: leave that path for home.
        else if (params.codeDossier && params.codeDossier !== codeDossier) void navigate(paths.home.href());
        else void revalidator.revalidate();
      },
    };
  }, [viewer, params.codeDossier, navigate, revalidator]);

  // The cache was cleared by a sign-out in another part of the app: the middleware will redirect.
  if (!session) return null;

  return (
    <SessionContext.Provider value={session}>
      <ModuleGuard>
        <Outlet />
      </ModuleGuard>
    </SessionContext.Provider>
  );
}
