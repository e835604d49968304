import { matchPath } from 'react-router';

// Paths of the spec's route table (documents 000 to 002) that a remembered redirect may lead to. The home page
// and the public pages are left out: going "back" to them is staying where the user already is.
const KNOWN_PATHS = [
  '/aucun-dossier',
  '/notifications',
  '/actualites',
  '/actualites-liste',
  '/rendez-vous',
  '/rendez-vous/:id',
  '/rendez-vous/ajouter/:id',
  '/rendez-vous/editer/:id',
  '/event',
  '/event/:id',
  '/ag',
  '/ag-resolutions',
  '/oneday/galerie',
  '/contacts',
  '/contacts/:id',
  '/selectionDossier',
  '/page/:id',
  '/mon-compte',
  '/mon-compte/infos',
  '/mon-compte/preferences',
  '/mon-compte/mail',
  '/mon-compte/mot-de-passe',
  '/mon-compte/mes-droits',
  '/mon-compte/partager-droits',
  '/mon-compte/partager-droits/edition',
  '/mon-compte/partager-droits/inviter',
  '/mon-compte/mots-de-passe',
  '/outils/rendement',
  '/abonnement-dossier',
];

// Short names the legacy links and e-mails carry instead of a path.
const ALIASES: Record<string, string> = {
  ag: '/ag',
  carto: '/outils/rendement',
  'abonnement-dossier': '/abonnement-dossier',
};

/**
 * Where a remembered redirect target (spec 000 §2.3 Home) leads: 'ag', 'event/{id}', 'carto',
 * 'abonnement-dossier', 'ged-view...' or a known route path; null means staying on the home page.
 * Only paths of the portal come out, so a crafted link never sends the user to another site.
 */
export function resolveRedirectTo(redirectTo: string | null | undefined): string | null {
  const target = redirectTo?.trim().replace(/^\/+/, '');
  if (!target) return null;
  const alias = ALIASES[target];
  if (alias) return alias;
  if (target.startsWith('ged-view')) return `/${target}`;
  const pathname = `/${target.split(/[?#]/)[0] ?? ''}`;
  return KNOWN_PATHS.some((pattern) => matchPath(pattern, pathname)) ? `/${target}` : null;
}
