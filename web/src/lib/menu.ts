/** What the menu's rules look at (spec 000 §2.4). */
export type MenuContext = {
  isCollaborateur: boolean;
  /** Whether a file is selected: without one, only the entries that need no file show. */
  hasDossier: boolean;
  /** User-wide rights (mesDroits.utilisateur), e.g. 'oic'. */
  droitsUtilisateur: readonly string[];
  /** Effective permissions on the selected file. */
  hasPermission: (name: string) => boolean;
  /** Role of the viewer on the selected file; null without one or for collaborators. */
  selectedIdRole: number | null;
  /** Entity codes of the files the viewer owns (idRole 1). */
  ownedEntityCodes: readonly string[];
};

export type MenuLink = { kind: 'link'; key: string; label: string; to: string };
export type MenuExternal = { kind: 'external'; key: string; label: string; href: 'webmail' };
export type MenuGroup = { kind: 'group'; key: string; label: string; children: MenuLink[] };
export type MenuAction = { kind: 'sign-out'; key: string; label: string };
export type MenuEntry = MenuLink | MenuExternal | MenuGroup | MenuAction;

type Rule = (ctx: MenuContext) => boolean;

const always: Rule = () => true;
const all =
  (...names: string[]): Rule =>
  (ctx) =>
    names.every((name) => ctx.hasPermission(name));
const any =
  (...names: string[]): Rule =>
  (ctx) =>
    names.some((name) => ctx.hasPermission(name));
/** The entry shows a part of the selected file: without a file its rule cannot hold. */
const onFile =
  (rule: Rule): Rule =>
  (ctx) =>
    ctx.hasDossier && rule(ctx);

// Spec 000 §2.3 gives two readings of the webmail codes (a longer list and a shorter one, which it
// contains); we take the longer so that no owner the firm meant to serve loses the link.
export const WEBMAIL_ENTITY_CODES: readonly string[] = [
  '0001',
  '0003',
  '0004',
  '0005',
  '0007',
  '0010',
  '0011',
  '0015',
  '0016',
  '0042',
];

const OWNER_ROLE = 1;

const INITIAL_CONSEIL_PAGES: MenuLink[] = [
  { kind: 'link', key: 'oic-presentation', label: 'Présentation', to: '/initial-conseil/presentation' },
  { kind: 'link', key: 'oic-engagements', label: 'Engagements', to: '/initial-conseil/engagements' },
  {
    kind: 'link',
    key: 'oic-soiree-createurs',
    label: 'Soirée des créateurs',
    to: '/initial-conseil/soiree-createurs',
  },
  { kind: 'link', key: 'oic-profil', label: 'Profil', to: '/initial-conseil/profil' },
  { kind: 'link', key: 'oic-e-learnings', label: 'E-learnings', to: '/initial-conseil/e-learnings' },
  { kind: 'link', key: 'oic-outils', label: 'Outils', to: '/initial-conseil/outils' },
  { kind: 'link', key: 'oic-interlocuteurs', label: 'Interlocuteurs', to: '/initial-conseil/interlocuteurs' },
];

/** The side menu in the spec's order, each entry with the rule that shows it. */
export const MENU_RULES: readonly { entry: MenuEntry; visible: Rule }[] = [
  { entry: { kind: 'link', key: 'accueil', label: 'Accueil', to: '/accueil' }, visible: always },
  { entry: { kind: 'link', key: 'documents', label: 'Mes documents', to: '/ged' }, visible: onFile(always) },
  {
    entry: { kind: 'link', key: 'chiffres', label: 'Mes chiffres', to: '/mes-chiffres' },
    visible: onFile(all('non_cder_particulier', 'page_chiffres')),
  },
  { entry: { kind: 'link', key: 'outils', label: 'Mes outils', to: '/outils' }, visible: onFile(always) },
  {
    entry: {
      kind: 'link',
      key: 'identifiants',
      label: 'Identifiants partagés',
      to: '/mon-compte/mots-de-passe',
    },
    visible: onFile((ctx) => ctx.selectedIdRole === OWNER_ROLE),
  },
  {
    entry: { kind: 'link', key: 'contacts', label: 'Mes contacts', to: '/contacts' },
    visible: onFile(all('page_contacts')),
  },
  {
    entry: { kind: 'link', key: 'actualites', label: 'Actualités', to: '/actualites' },
    visible: onFile(any('page_events', 'page_rdv')),
  },
  {
    entry: { kind: 'link', key: 'documentations', label: 'Documentations', to: '/documentations' },
    visible: onFile(all('non_cder_particulier', 'dossier_cder')),
  },
  {
    entry: { kind: 'link', key: 'tutoriels', label: 'Tutoriels', to: '/tutoriels' },
    visible: onFile(all('page_tutoriels')),
  },
  {
    entry: { kind: 'link', key: 'facturation', label: 'Ma facturation', to: '/abonnement-dossier' },
    visible: onFile(all('mod_abo_dossier', 'page_abo_dossier')),
  },
  {
    entry: { kind: 'link', key: 'annuaire', label: 'Annuaire des services', to: '/annuaire-services' },
    visible: onFile(all('canShowAnnuaireServices', 'dossier_cder')),
  },
  {
    entry: { kind: 'external', key: 'webmail', label: 'Webmail', href: 'webmail' },
    visible: (ctx) => ctx.ownedEntityCodes.some((code) => WEBMAIL_ENTITY_CODES.includes(code)),
  },
  {
    entry: {
      kind: 'group',
      key: 'initial-conseil',
      label: 'Initial Conseil',
      children: INITIAL_CONSEIL_PAGES,
    },
    visible: (ctx) => ctx.droitsUtilisateur.includes('oic'),
  },
  {
    entry: { kind: 'link', key: 'oneday', label: 'One Day - Photos', to: '/oneday/galerie' },
    visible: (ctx) => ctx.isCollaborateur || onFile(any('cder_particulier', 'dossier_cder'))(ctx),
  },
  {
    entry: { kind: 'link', key: 'portefeuille', label: 'Retour au portefeuille', to: '/selectionDossier' },
    visible: (ctx) => ctx.isCollaborateur,
  },
  { entry: { kind: 'sign-out', key: 'deconnexion', label: 'Déconnexion' }, visible: always },
];

export function visibleMenuEntries(ctx: MenuContext): MenuEntry[] {
  return MENU_RULES.filter((rule) => rule.visible(ctx)).map((rule) => rule.entry);
}
