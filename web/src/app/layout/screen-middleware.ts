import { redirect, type MiddlewareFunction } from 'react-router';
import { holdsModules, paths, type PathEntry, type PathKey } from '../../lib/paths.ts';
import { accessContext, dossierContext } from '../../lib/router-context.ts';

/**
 * Spec 000 §2.2, for one signed-in screen, after the signed-in middleware and before the screen's loader: a
 * screen whose modules the selected file lacks goes to /module-interdit/<title> without sending its query (a
 * query sent anyway came back FORBIDDEN and led to /interdit, whose countdown signs out); a screen of one file's
 * data, opened without a file, goes where one is found (spec 000 §2.3 Home): the portfolio for a collaborator,
 * with the screen as the target to come back to, 'Aucun dossier' for a client who has none.
 */
export function screenMiddleware(key: PathKey): MiddlewareFunction {
  return ({ context, request }) => {
    const access = context.get(accessContext);
    // React Router's way out of a middleware: a thrown redirect Response, not an Error.
    /* eslint-disable @typescript-eslint/only-throw-error */
    if (!holdsModules(key, access.hasPermission))
      throw redirect(paths.moduleForbidden.href(paths[key].title));
    if (!(paths[key] as PathEntry).needsDossier || context.get(dossierContext)) return;
    const url = new URL(request.url);
    if (access.isCollaborateur) throw redirect(paths.selectionDossier.href(url.pathname + url.search));
    if (access.dossierCount === 0) throw redirect(paths.noDossier.href());
    /* eslint-enable @typescript-eslint/only-throw-error */
  };
}
