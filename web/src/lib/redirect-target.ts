import { pathOf, paths } from './paths.ts';

// Short names the legacy links and e-mails carry instead of a path (spec 000 §2.3 Home).
const ALIASES: Record<string, string> = {
  ag: paths.generalAssembly.href(),
  carto: paths.yieldMap.href(),
  'abonnement-dossier': paths.billing.href(),
};

/**
 * Where a remembered redirect target (spec 000 §2.3 Home) leads: 'ag', 'event/{id}', 'carto',
 * 'abonnement-dossier', 'ged-view...' or a path of the portal; null means staying on the home page. The
 * allow-list is the paths table: only a screen of the portal comes out (any other target would only bounce back
 * home), never home itself nor a public page, and never another site.
 */
export function resolveRedirectTo(redirectTo: string | null | undefined): string | null {
  const target = redirectTo?.trim().replace(/^\/+/, '');
  if (!target) return null;
  const url = ALIASES[target] ?? `/${target}`;
  const key = pathOf(url);
  return key !== null && paths[key].redirectable ? url : null;
}
