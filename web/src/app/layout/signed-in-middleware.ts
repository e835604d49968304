import { redirect, type MiddlewareFunction } from 'react-router';
import { ENROLMENT_PATH, enrolmentRequired, signedOutOnly } from '../../lib/apollo.ts';
import { getSettledPath } from '../../lib/navigation.ts';
import { paths } from '../../lib/paths.ts';
import { accessContext, dataContext, dossierContext } from '../../lib/router-context.ts';
import { rememberAttemptedPath, setRedirectTo } from '../../lib/wanted-dossier.ts';
import { holdsModuleOf, ShellDocument } from './shell-query.ts';

/**
 * Spec 000 §2.2, in its order, before any signed-in screen loads: remember the path's file and redirect
 * target (from the path or the query, §2.3), load the rights and the selected file (the Shell query), send
 * signed-out people to sign-in; the module check follows in each screen's middleware (screen-middleware.ts),
 * before its query, and again in ModuleGuard when the file changes under an open screen. The selected file and
 * the person's access are read here once and handed to the screens through the router context
 * (lib/router-context.ts).
 */
export const signedInMiddleware: MiddlewareFunction = async ({ context, params, request }) => {
  const url = new URL(request.url);
  const { client, wantedDossier } = context.get(dataContext);
  if (params.codeDossier) wantedDossier.set(params.codeDossier);
  const redirectTo = params.redirectTo ?? url.searchParams.get('redirectTo');
  if (redirectTo) setRedirectTo(redirectTo);

  const wanted = wantedDossier.get();
  // A signed-out visitor's viewer is refused (UNAUTHENTICATED): that is no failure here, only signed out.
  const { data } = await client
    .query({ query: ShellDocument, variables: { wanted } })
    .catch((error: unknown) => {
      if (signedOutOnly(error)) return { data: undefined };
      // A collaborator who must first enrol a second factor (issue 47): to its enrolment, nowhere else.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      if (enrolmentRequired(error)) throw redirect(ENROLMENT_PATH);
      throw error;
    });
  if (!data?.viewer) {
    rememberAttemptedPath(url.pathname + url.search, getSettledPath());
    // React Router's way out of a middleware: a thrown redirect Response, not an Error.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw redirect(paths.signIn.href());
  }
  // The gateway falls back to the favourite or the first file when none is wanted (or the wanted one is not
  // the person's): remember its choice, and file the answer under that code too, so that the next visit to
  // this file reads it from the cache instead of asking under a code the first answer was not filed under.
  const code = data.viewer.selectedDossier?.codeDossier ?? null;
  // Written even when unchanged, so that the cookie the gateway reads follows a code remembered before it existed.
  if (code) wantedDossier.set(code);
  if (code !== wanted) client.writeQuery({ query: ShellDocument, variables: { wanted: code }, data });
  context.set(dossierContext, code ? { codeDossier: code } : null);
  context.set(accessContext, {
    hasPermission: holdsModuleOf(data.viewer),
    isCollaborateur: data.viewer.isCollaborateur,
    dossierCount: data.viewer.dossiers?.length ?? null,
  });
};
