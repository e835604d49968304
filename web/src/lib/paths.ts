import { HOME_ROUTE } from '@portal/schema/rules/first-screen';
import type { UploadKind } from '@portal/schema/rules/document-uploads';
import type { HoldsModule, Module } from '@portal/schema/rules/modules';
import { matchRoutes } from 'react-router';

/** Modules of the selected file a screen needs (spec 000 §2.2): any one of them, or all of them. */
export type ModuleRequirement = { anyOf: readonly Module[] } | { allOf: readonly Module[] };

export interface PathEntry {
  /** The route's pattern, as the spec writes it (000 §2.1, 001 §2, 002 §2). */
  readonly pattern: string;
  /** The screen's name: the document's title, and the parameter of /module-interdit/:page. */
  readonly title: string;
  readonly modules?: ModuleRequirement;
  /**
   * The screen shows one file's data and has nothing to show without one: a collaborator who has not chosen
   * one goes to the portfolio first, a client without any file to 'Aucun dossier'.
   */
  readonly needsDossier?: true;
  /** Public pages and home itself are never the target of a remembered redirect. */
  readonly redirectable: boolean;
  readonly href: (...args: never[]) => string;
}

/** Spec 000 §2.1: the news list shows the appointments with type 0, the events with type 1. */
export type NewsType = 0 | 1;

/** A screen of the portal; `redirectable: false` for the public pages and home. */
const screen = (
  pattern: string,
  title: string,
  options: { modules?: ModuleRequirement; redirectable?: false; needsDossier?: true } = {},
) => ({
  pattern,
  title,
  redirectable: options.redirectable ?? true,
  modules: options.modules,
  needsDossier: options.needsDossier,
});

const withQuery = (path: string, query: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value != null) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** Spec 002 §2: the DUER's screens open with either module. */
const DUER_MODULES: ModuleRequirement = { anyOf: ['tool_duer', 'tool_duer_collaborateur'] };

/** Spec 000 §2.4: the documentation area needs both (schema/rules/documentation.ts, opensDocumentation). */
const DOCUMENTATION_MODULES: ModuleRequirement = { allOf: ['non_cder_particulier', 'dossier_cder'] };

/**
 * The portal's paths (bulletproof-react's `config/paths.ts`): the router, the menu, the redirect allow-list,
 * the module guard and the document title all derive from this table, and every link is built by its `href`.
 */
export const paths = {
  landing: { ...screen('/', 'Accueil', { redirectable: false }), href: () => '/' },
  signIn: { ...screen('/app', 'Connexion', { redirectable: false }), href: () => '/app' },
  forbidden: {
    ...screen('/interdit', 'Accès interdit', { redirectable: false }),
    href: () => '/interdit',
  },
  forgotPassword: {
    ...screen('/mot-de-passe-oublie', 'Mot de passe oublié', { redirectable: false }),
    href: () => '/mot-de-passe-oublie',
  },
  forgotPasswordChange: {
    ...screen('/mot-de-passe-oublie/changer', 'Changer le mot de passe', { redirectable: false }),
    href: (uid: string) => withQuery('/mot-de-passe-oublie/changer', { uid }),
  },
  /**
   * Spec 000 §2.1: /inscription/:codeliaison/:email, /inscription//:email and /inscription/:email, as one splat
   * (registrationLinkOf reads it): a route pattern cannot match the empty segment of the second form.
   */
  registration: {
    ...screen('/inscription/*', 'Inscription', { redirectable: false }),
    href: (email: string, codeliaison?: string) =>
      `/inscription/${codeliaison ? `${encodeURIComponent(codeliaison)}/` : ''}${encodeURIComponent(email)}`,
  },
  registrationSent: {
    ...screen('/inscriptionok/:email', 'Inscription transmise', { redirectable: false }),
    href: (email: string) => `/inscriptionok/${encodeURIComponent(email)}`,
  },
  invitation: {
    ...screen('/invitation/:id', 'Invitation', { redirectable: false }),
    href: (id: string) => `/invitation/${encodeURIComponent(id)}/`,
  },
  invitationSignUp: {
    ...screen('/invitation/:id/subscribe', 'Inscription sur invitation', { redirectable: false }),
    href: (id: string, step: 1 | 2) => withQuery(`/invitation/${encodeURIComponent(id)}/subscribe`, { step }),
  },
  moduleForbidden: {
    ...screen('/module-interdit/:page', 'Module interdit', { redirectable: false }),
    href: (title: string) => `/module-interdit/${encodeURIComponent(title)}`,
  },

  home: {
    ...screen(HOME_ROUTE, 'Accueil', { redirectable: false }),
    /** With a file code, home opens on that file (spec 000 §2.2). */
    href: (codeDossier?: string) =>
      codeDossier ? `/accueil/${encodeURIComponent(codeDossier)}` : '/accueil',
  },
  selectionDossier: {
    ...screen('/selectionDossier', 'Sélection du dossier'),
    href: (redirectTo?: string | null) => withQuery('/selectionDossier', { redirectTo }),
  },
  noDossier: { ...screen('/aucun-dossier', 'Aucun dossier'), href: () => '/aucun-dossier' },
  notifications: {
    ...screen('/notifications', 'Notifications'),
    href: () => '/notifications',
  },
  news: {
    ...screen('/actualites', 'Actualités', { modules: { anyOf: ['page_events', 'page_rdv'] } }),
    href: () => '/actualites',
  },
  newsList: {
    ...screen('/actualites-liste', 'Actualités', {
      modules: { anyOf: ['page_events', 'page_rdv'] },
    }),
    /** `position`: the index of the first item shown, kept in the address so that Back finds the page again. */
    href: (type: NewsType, position?: number | null) => withQuery('/actualites-liste', { type, position }),
  },
  // Spec 000 §2.1: these two redirect to the news list by type.
  appointments: { ...screen('/rendez-vous', 'Rendez-vous'), href: () => '/rendez-vous' },
  events: { ...screen('/event', 'Événements'), href: () => '/event' },
  appointment: {
    ...screen('/rendez-vous/:id', 'Rendez-vous', { modules: { anyOf: ['page_rdv'] } }),
    href: (id: string) => `/rendez-vous/${encodeURIComponent(id)}`,
  },
  appointmentEdit: {
    ...screen('/rendez-vous/editer/:id', 'Modifier le rendez-vous', {
      modules: { anyOf: ['page_rdv'] },
    }),
    href: (id: string) => `/rendez-vous/editer/${encodeURIComponent(id)}`,
  },
  appointmentBooking: {
    ...screen('/rendez-vous/ajouter/:id', 'Prendre rendez-vous', {
      modules: { anyOf: ['page_rdv'] },
    }),
    href: (codeAgent: string) => `/rendez-vous/ajouter/${encodeURIComponent(codeAgent)}`,
  },
  event: {
    ...screen('/event/:id', 'Événement', { modules: { anyOf: ['page_events'] } }),
    href: (id: string) => `/event/${encodeURIComponent(id)}`,
  },
  contacts: {
    ...screen('/contacts', 'Mes contacts', { modules: { anyOf: ['page_contacts'] } }),
    href: () => '/contacts',
  },
  /** `id`: the agent's code. */
  contact: {
    ...screen('/contacts/:id', 'Contact', { modules: { anyOf: ['page_contacts'] } }),
    href: (codeAgent: string) => `/contacts/${encodeURIComponent(codeAgent)}`,
  },
  tools: { ...screen('/outils', 'Mes outils'), href: () => '/outils' },
  /** `slug`: a category tool's slug (spec 001 §2 toolscategory). */
  toolCategory: {
    ...screen('/outils/:slug', 'Mes outils'),
    href: (slug: string) => `/outils/${encodeURIComponent(slug)}`,
  },
  assolement: {
    ...screen('/outils/assolement', 'Assolement', { modules: { allOf: ['tool_echanges'] } }),
    /** `millesime`: the year shown; the current year without it. */
    href: (millesime?: number) => withQuery('/outils/assolement', { millesime }),
  },
  assolementEdition: {
    ...screen('/outils/assolement/culture', "Culture de l'assolement", {
      modules: { allOf: ['tool_echanges'] },
    }),
    /** `id`: the crop line changed; without it the form adds one to the year. */
    href: (millesime: number, id?: string) => withQuery('/outils/assolement/culture', { millesime, id }),
  },
  /** Owner only (idRole 1): the route's loader sends anyone else to module-interdit. */
  sharedCredentials: {
    ...screen('/mon-compte/mots-de-passe', 'Gestion de mes mots de passe'),
    href: () => '/mon-compte/mots-de-passe',
  },
  preferences: {
    ...screen('/mon-compte/preferences', 'Préférences'),
    href: () => '/mon-compte/preferences',
  },
  account: { ...screen('/mon-compte', 'Mon compte'), href: () => '/mon-compte' },
  accountInfos: { ...screen('/mon-compte/infos', 'Mes informations'), href: () => '/mon-compte/infos' },
  passwordChange: {
    ...screen('/mon-compte/mot-de-passe', 'Changer mon mot de passe'),
    href: () => '/mon-compte/mot-de-passe',
  },
  mailChange: { ...screen('/mon-compte/mail', 'Changer mon adresse mail'), href: () => '/mon-compte/mail' },
  /** The document store's node the codes name, from the main node down (spec 001 §2 ged-documents). */
  store: {
    ...screen('/ged/:categorie0?/:categorie1?/:categorie2?/:categorie3?/:categorie4?', 'Mes documents'),
    href: (...nodes: string[]) => ['/ged', ...nodes.map(encodeURIComponent)].join('/'),
  },
  /** Spec 001 §2 documents: the invoices and documents sent to the file last, with links to the store. */
  myDocuments: { ...screen('/documents', 'Mes documents', { needsDossier: true }), href: () => '/documents' },
  /** Spec 001 §2 ged-documents-administration: the board's workspaces, or a workspace's documents. */
  boardDocuments: {
    ...screen('/ged-administration/:workspace?', "Conseil d'administration", {
      modules: { allOf: ['administrateur_cder'] },
    }),
    href: (workspace?: string) =>
      workspace ? `/ged-administration/${encodeURIComponent(workspace)}` : '/ged-administration',
  },
  /** Spec 001 §2 ged-adddocument: the kinds of documents the file receives, one button each. */
  uploadChoice: {
    ...screen('/ged/ajout-document', 'Envoyer des documents'),
    href: () => '/ged/ajout-document',
  },
  /** Spec 001 §2 adddocument: the uploader of a kind (`type`: document, invoice or pay). */
  uploader: {
    ...screen('/documents/ajout-document', 'Envoyer des documents'),
    href: (type: UploadKind) => withQuery('/documents/ajout-document', { type }),
  },
  /** Spec 001 §2 ged-histo-envoi: the documents sent to the file, under a filter (`filtre`). */
  uploadHistory: {
    ...screen('/ged/historique', 'Historique des envois'),
    href: (filtre?: string | null) => withQuery('/ged/historique', { filtre }),
  },
  /** A page written by the firm (spec 000 §2.3): its title and a frame or html. */
  genericPage: { ...screen('/page/:id', 'Page'), href: (id: string) => `/page/${encodeURIComponent(id)}` },
  /** Issue 22: the signed-in person's personal access tokens for scripts. */
  apiAccess: { ...screen('/mon-compte/acces-api', 'Accès API'), href: () => '/mon-compte/acces-api' },
  /** Issue 47: the signed-in person's second factors. */
  loginSecurity: {
    ...screen('/mon-compte/securite', 'Sécurité de connexion'),
    href: () => '/mon-compte/securite',
  },

  // Below, the screens built by the domain issues.
  gedView: {
    ...screen('/ged-view/:guid', 'Redirection'),
    href: (guid: string) => `/ged-view/${encodeURIComponent(guid)}`,
  },
  figures: {
    ...screen('/mes-chiffres', 'Mes chiffres', { modules: { allOf: ['page_chiffres'] } }),
    href: () => '/mes-chiffres',
  },
  figure: {
    ...screen('/mes-chiffres/:slug', 'Mes chiffres', { modules: { allOf: ['page_chiffres'] } }),
    href: (slug: string) => `/mes-chiffres/${encodeURIComponent(slug)}`,
  },
  yieldMap: {
    ...screen('/outils/rendement', 'Carte des rendements', { modules: { allOf: ['tool_echanges'] } }),
    /** The year, culture and zone type shown; the current year, blé tendre d'hiver and communes without them. */
    href: (query: { millesime?: number; culture?: number; zoneType?: string } = {}) =>
      withQuery('/outils/rendement', query),
  },
  duer: {
    ...screen('/outils/duer', 'Document unique', { modules: DUER_MODULES }),
    href: () => '/outils/duer',
  },
  /** Spec 002 §2 (duer): a DUER's home, its work units. */
  duerHome: {
    ...screen('/outils/duer/:idDuer', 'Document unique', { modules: DUER_MODULES }),
    href: (idDuer: string) => `/outils/duer/${encodeURIComponent(idDuer)}`,
  },
  duerCategory: {
    ...screen('/outils/duer/:idDuer/:idCategorie', 'Document unique', { modules: DUER_MODULES }),
    href: (idDuer: string, idCategorie: string) =>
      `/outils/duer/${encodeURIComponent(idDuer)}/${encodeURIComponent(idCategorie)}`,
  },
  duerModule: {
    ...screen('/outils/duer/:idDuer/:idCategorie/:idModule', 'Document unique', { modules: DUER_MODULES }),
    href: (idDuer: string, idCategorie: string, idModule: string) =>
      `/outils/duer/${[idDuer, idCategorie, idModule].map(encodeURIComponent).join('/')}`,
  },
  duerPages: {
    ...screen('/outils/duer/pages/:idDuer', 'Pages', { modules: DUER_MODULES }),
    href: (idDuer: string) => `/outils/duer/pages/${encodeURIComponent(idDuer)}`,
  },
  /** Spec 002 §2: the screens of the special pages (cover 1, general information 3, preamble 4, audit 10). */
  duerPageDeGarde: {
    ...screen('/outils/duer/:idDuer/page-de-garde', 'Page de garde', { modules: DUER_MODULES }),
    href: (idDuer: string) => `/outils/duer/${encodeURIComponent(idDuer)}/page-de-garde`,
  },
  duerInformationsGenerales: {
    ...screen('/outils/duer/:idDuer/informations-generales', 'Informations générales', {
      modules: DUER_MODULES,
    }),
    href: (idDuer: string) => `/outils/duer/${encodeURIComponent(idDuer)}/informations-generales`,
  },
  duerPreambule: {
    ...screen('/outils/duer/:idDuer/preambule', 'Préambule', { modules: DUER_MODULES }),
    href: (idDuer: string) => `/outils/duer/${encodeURIComponent(idDuer)}/preambule`,
  },
  duerAudit: {
    ...screen('/outils/duer/audit/:idDuer/questions/types/:idBaseType', 'Audit préalable', {
      modules: DUER_MODULES,
    }),
    href: (idDuer: string, idBaseType: string) =>
      `/outils/duer/audit/${encodeURIComponent(idDuer)}/questions/types/${encodeURIComponent(idBaseType)}`,
  },
  duerAnnexes: {
    ...screen('/outils/duer/annexes/:idDuer', 'Annexes', { modules: DUER_MODULES }),
    href: (idDuer: string) => `/outils/duer/annexes/${encodeURIComponent(idDuer)}`,
  },
  /** Spec 002 §2 (duerannexesmodule): the DUER and the unit ride along in the query, as the route's flags do. */
  duerModuleAnnexes: {
    ...screen('/outils/duer/modules/annexes/:idModule/:idBaseModule', 'Annexes', { modules: DUER_MODULES }),
    href: (ids: { idDuer: string; idCategorie: string; idModule: string; idBaseModule: string }) =>
      withQuery(
        `/outils/duer/modules/annexes/${encodeURIComponent(ids.idModule)}/${encodeURIComponent(ids.idBaseModule)}`,
        {
          duer: ids.idDuer,
          categorie: ids.idCategorie,
        },
      ),
  },
  shortcuts: { ...screen('/outils/raccourcis', 'Raccourcis Web'), href: () => '/outils/raccourcis' },
  shortcutEdition: {
    ...screen('/outils/raccourcis/edition/:shortcutId?', 'Raccourcis Web'),
    href: (shortcutId?: string) =>
      shortcutId
        ? `/outils/raccourcis/edition/${encodeURIComponent(shortcutId)}`
        : '/outils/raccourcis/edition',
  },
  loanSimulator: {
    ...screen('/outils/simulateur-emprunt', "Simulateur d'emprunt", { needsDossier: true }),
    href: () => '/outils/simulateur-emprunt',
  },
  loanEdition: {
    ...screen('/outils/ajout-edit-emprunt/:id?', "Simulateur d'emprunt", { needsDossier: true }),
    href: (id?: string) =>
      id ? `/outils/ajout-edit-emprunt/${encodeURIComponent(id)}` : '/outils/ajout-edit-emprunt',
  },
  hiringSimulator: {
    ...screen('/outils/simulateur-embauche', "Simulateur d'embauche"),
    href: () => '/outils/simulateur-embauche',
  },
  documentation: {
    ...screen('/documentations', 'Documentations', { modules: DOCUMENTATION_MODULES }),
    href: () => '/documentations',
  },
  /** Spec 001 §2: an entry's categories, one to three codes from the top down. */
  documentationCategory: {
    ...screen('/documentations/:categorie/:categorie2?/:categorie3?', 'Documentations', {
      modules: DOCUMENTATION_MODULES,
    }),
    href: (...codes: string[]) => `/documentations/${codes.map(encodeURIComponent).join('/')}`,
  },
  documentationLibrary: {
    ...screen('/documentations/ged/:codeGed', 'Documentations', { modules: DOCUMENTATION_MODULES }),
    href: (codeGed: string) => `/documentations/ged/${encodeURIComponent(codeGed)}`,
  },
  /** Spec 001 §2 (rgpd): the documentation entry 'rgpd' of the legacy's tree, on a page of its own. */
  rgpd: {
    ...screen('/rgpd', 'Protection des données', { modules: DOCUMENTATION_MODULES }),
    href: () => '/rgpd',
  },
  /** Spec 001 §2 (webserie): the documentation entry 'webserie' of the legacy's tree, on a page of its own. */
  webSeries: {
    ...screen('/webserie', 'Ateliers du Conseil', { modules: DOCUMENTATION_MODULES }),
    href: () => '/webserie',
  },
  tutorials: {
    ...screen('/tutoriels', 'Tutoriels', { modules: { allOf: ['page_tutoriels'] } }),
    href: () => '/tutoriels',
  },
  billing: {
    ...screen('/abonnement-dossier', 'Ma facturation', {
      modules: { allOf: ['mod_abo_dossier', 'page_abo_dossier'] },
    }),
    href: () => '/abonnement-dossier',
  },
  servicesDirectory: {
    ...screen('/annuaire-services', 'Annuaire des services', {
      modules: { allOf: ['canShowAnnuaireServices', 'dossier_cder'] },
    }),
    href: () => '/annuaire-services',
  },
  /** `serviceSlug`: the service's slug (spec 001 §2 visualiser-service). */
  serviceDetail: {
    ...screen('/annuaire-services/:serviceSlug', 'Annuaire des services', {
      modules: { allOf: ['canShowAnnuaireServices', 'dossier_cder'] },
    }),
    href: (slug: string) => `/annuaire-services/${encodeURIComponent(slug)}`,
  },
  /** Spec 001 §2, §6: the creators programme's seven pages, with the rights entry 'oic'. */
  initialConseil: {
    ...screen('/initial-conseil/:page', 'Initial Conseil', { modules: { allOf: ['oic'] } }),
    href: (slug: string) => `/initial-conseil/${slug}`,
  },
  gallery: { ...screen('/oneday/galerie', 'One Day - Galerie Photos'), href: () => '/oneday/galerie' },
  /** Who may register is decided by the gateway (spec 001 §6 mixes the person's rights and the file's). */
  generalAssembly: { ...screen('/ag', 'Assemblée générale', { needsDossier: true }), href: () => '/ag' },
  agResolutions: {
    ...screen('/ag-resolutions', 'Résolutions AG 2024', { needsDossier: true }),
    href: () => '/ag-resolutions',
  },
  myAccess: { ...screen('/mon-compte/mes-droits', 'Mes accès'), href: () => '/mon-compte/mes-droits' },
  /** Owners only (idRole 1 on some file): the screens send anyone else to module-interdit. */
  shareMyFiles: {
    ...screen('/mon-compte/partager-droits', 'Partager mes dossiers'),
    href: () => '/mon-compte/partager-droits',
  },
  /** `invitationId`: a pending invitation to change; without it, a new one. */
  shareInvite: {
    ...screen('/mon-compte/partager-droits/inviter', 'Inviter une personne'),
    href: (invitationId?: string) => withQuery('/mon-compte/partager-droits/inviter', { invitationId }),
  },
  /** `personne`: the guid of the person whose rights are edited. */
  shareEdit: {
    ...screen('/mon-compte/partager-droits/edition', 'Modifier les droits'),
    href: (personne: string) => withQuery('/mon-compte/partager-droits/edition', { personne }),
  },
} as const satisfies Record<string, PathEntry>;

export type PathKey = keyof typeof paths;

const entries = Object.entries(paths) as [PathKey, PathEntry][];

/** A pattern's first segment when it is a fixed word (lower case, as routes ignore case), else null. */
function fixedFirstWord(pattern: string): string | null {
  const first = pattern.split('/')[1] ?? '';
  return /^[\w-]+$/.test(first) ? first.toLowerCase() : null;
}

const patterns = entries.map(([key, entry]) => ({
  id: key,
  path: entry.pattern,
  firstWord: fixedFirstWord(entry.pattern),
}));

/** An address's first segment, decoded and in lower case as the router compares it. */
function firstSegment(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return first.toLowerCase();
  }
}

/**
 * The screen whose pattern matches an address of the portal ('/event/12?x=1') best, or null: ranked as the router
 * ranks them, so '/outils/rendement' is its own screen, not a tools category. matchRoutes compiles and ranks every
 * pattern it is given on each call, and every link drawn asks (36 times for the home's first render): it is given
 * only the patterns that can match, those whose first segment is not a fixed word other than the address's. In
 * the table's order, they rank among themselves as among all.
 */
export function pathOf(url: string): PathKey | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const pathname = url.split(/[?#]/)[0] ?? url;
  const word = firstSegment(pathname);
  const candidates = patterns.filter(({ firstWord }) => firstWord === null || firstWord === word);
  const key = matchRoutes(candidates, pathname)?.[0]?.route.id;
  return key ?? null;
}

/** No requirement passes; otherwise one listed module suffices (anyOf), or all of them (allOf). */
export function holdsRequirement(
  modules: ModuleRequirement | undefined,
  hasPermission: HoldsModule,
): boolean {
  if (!modules) return true;
  return 'allOf' in modules ? modules.allOf.every(hasPermission) : modules.anyOf.some(hasPermission);
}

/** Whether the selected file holds the modules of a screen (spec 000 §2.2). */
export function holdsModules(key: PathKey, hasPermission: HoldsModule): boolean {
  return holdsRequirement((paths[key] as PathEntry).modules, hasPermission);
}

/**
 * Whether a link to this address may be offered on the selected file: a screen that exists and whose modules
 * the file holds. Anything else would bounce to home or end on module-interdit. Other sites are always offered.
 */
export function canOpen(url: string, hasPermission: HoldsModule): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return true;
  const key = pathOf(url);
  return key !== null && holdsModules(key, hasPermission);
}

/** The e-mail and link code of a registration path's splat ('code/mail', '/mail' or 'mail'); empty when absent. */
export function registrationLinkOf(splat: string): { email: string; codeliaison: string } {
  const parts = splat.split('/');
  const email = parts.pop() ?? '';
  return { email, codeliaison: parts.join('/') };
}
