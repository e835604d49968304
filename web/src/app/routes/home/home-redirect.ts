import { paths } from '../../../lib/paths.ts';
import { resolveRedirectTo } from '../../../lib/redirect-target.ts';

interface HomeViewer {
  isCollaborateur: boolean;
  /** Null when the files could not be read: no conclusion is drawn from them. */
  dossierCount: number | null;
  hasSelectedDossier: boolean;
}

/**
 * Where the home page sends the user on load (spec 000 §2.3 Home), or null to stay. Without a chosen file a
 * collaborator picks one from the portfolio (the pending redirect rides along), and a client without any
 * file learns why; with a file, a remembered redirect target is followed.
 */
export function homeRedirect(viewer: HomeViewer, redirectTo: string | null): string | null {
  if (!viewer.hasSelectedDossier) {
    if (viewer.isCollaborateur) return paths.selectionDossier.href(redirectTo);
    return viewer.dossierCount === 0 ? paths.noDossier.href() : null;
  }
  return resolveRedirectTo(redirectTo);
}
