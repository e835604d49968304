import type { HoldsModule, Module } from '@portal/schema/rules/modules';
import { canOpen, paths } from '../../lib/paths.ts';

/** What the menu's rules look at (spec 000 §2.4). */
export type MenuContext = {
  isCollaborateur: boolean;
  /** Whether a file is selected: without one, only the entries that need no file show. */
  hasDossier: boolean;
  /** User-wide rights (mesDroits.utilisateur), e.g. 'oic'. */
  droitsUtilisateur: readonly string[];
  /** Effective permissions on the selected file. */
  hasPermission: HoldsModule;
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
  (...names: Module[]): Rule =>
  (ctx) =>
    names.every((name) => ctx.hasPermission(name));
const any =
  (...names: Module[]): Rule =>
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

/** Spec 000 §2.3 and §2.4: the webmail is offered to owners of a file of WEBMAIL_ENTITY_CODES (menu and Mon compte). */
export const offersWebmail = (ownedEntityCodes: readonly string[]): boolean =>
  ownedEntityCodes.some((code) => WEBMAIL_ENTITY_CODES.includes(code));

const INITIAL_CONSEIL_PAGES: MenuLink[] = [
  {
    kind: 'link',
    key: 'oic-presentation',
    label: 'Présentation',
    to: paths.initialConseil.href('presentation'),
  },
  {
    kind: 'link',
    key: 'oic-engagements',
    label: 'Engagements',
    to: paths.initialConseil.href('engagements'),
  },
  {
    kind: 'link',
    key: 'oic-soiree-createurs',
    label: 'Soirée des créateurs',
    to: paths.initialConseil.href('soiree-createurs'),
  },
  { kind: 'link', key: 'oic-profil', label: 'Profil', to: paths.initialConseil.href('profil') },
  {
    kind: 'link',
    key: 'oic-e-learnings',
    label: 'E-learnings',
    to: paths.initialConseil.href('e-learnings'),
  },
  { kind: 'link', key: 'oic-outils', label: 'Outils', to: paths.initialConseil.href('outils') },
  {
    kind: 'link',
    key: 'oic-interlocuteurs',
    label: 'Interlocuteurs',
    to: paths.initialConseil.href('interlocuteurs'),
  },
];

/** The side menu in the spec's order, each entry with the rule that shows it. */
export const MENU_RULES: readonly { entry: MenuEntry; visible: Rule }[] = [
  { entry: { kind: 'link', key: 'accueil', label: 'Accueil', to: paths.home.href() }, visible: always },
  {
    entry: { kind: 'link', key: 'documents', label: 'Mes documents', to: paths.store.href() },
    // Spec 000 §6: an individual client's file (cder_particulier, entity 0016) shows contacts instead.
    visible: onFile((ctx) => !ctx.hasPermission('cder_particulier')),
  },
  {
    entry: { kind: 'link', key: 'chiffres', label: 'Mes chiffres', to: paths.figures.href() },
    visible: onFile(all('non_cder_particulier', 'page_chiffres')),
  },
  {
    entry: { kind: 'link', key: 'outils', label: 'Mes outils', to: paths.tools.href() },
    visible: onFile(always),
  },
  {
    entry: {
      kind: 'link',
      key: 'identifiants',
      label: 'Identifiants partagés',
      to: paths.sharedCredentials.href(),
    },
    visible: onFile((ctx) => ctx.selectedIdRole === OWNER_ROLE),
  },
  {
    entry: { kind: 'link', key: 'contacts', label: 'Mes contacts', to: paths.contacts.href() },
    visible: onFile(all('page_contacts')),
  },
  {
    entry: { kind: 'link', key: 'actualites', label: 'Actualités', to: paths.news.href() },
    visible: onFile(any('page_events', 'page_rdv')),
  },
  {
    entry: { kind: 'link', key: 'documentations', label: 'Documentations', to: paths.documentation.href() },
    visible: onFile(all('non_cder_particulier', 'dossier_cder')),
  },
  {
    entry: { kind: 'link', key: 'tutoriels', label: 'Tutoriels', to: paths.tutorials.href() },
    visible: onFile(all('page_tutoriels')),
  },
  {
    entry: { kind: 'link', key: 'facturation', label: 'Ma facturation', to: paths.billing.href() },
    visible: onFile(all('mod_abo_dossier', 'page_abo_dossier')),
  },
  {
    entry: {
      kind: 'link',
      key: 'annuaire',
      label: 'Annuaire des services',
      to: paths.servicesDirectory.href(),
    },
    visible: onFile(all('canShowAnnuaireServices', 'dossier_cder')),
  },
  {
    entry: { kind: 'external', key: 'webmail', label: 'Webmail', href: 'webmail' },
    visible: (ctx) => offersWebmail(ctx.ownedEntityCodes),
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
    entry: { kind: 'link', key: 'oneday', label: 'One Day - Photos', to: paths.gallery.href() },
    visible: (ctx) => ctx.isCollaborateur || onFile(any('cder_particulier', 'dossier_cder'))(ctx),
  },
  {
    entry: {
      kind: 'link',
      key: 'portefeuille',
      label: 'Retour au portefeuille',
      to: paths.selectionDossier.href(),
    },
    visible: (ctx) => ctx.isCollaborateur,
  },
  { entry: { kind: 'sign-out', key: 'deconnexion', label: 'Déconnexion' }, visible: always },
];

/**
 * The entries to show, in the spec's order: those whose rule holds and whose screen can be opened on the
 * selected file (lib/paths.ts `canOpen`): a screen whose modules the file lacks is not offered, since it would
 * only end on module-interdit. A submenu shows while one of its pages can be opened.
 */
export function visibleMenuEntries(
  ctx: MenuContext,
  offered: (to: string) => boolean = (to) => canOpen(to, ctx.hasPermission),
): MenuEntry[] {
  return MENU_RULES.filter((rule) => rule.visible(ctx)).flatMap((rule): MenuEntry[] => {
    const { entry } = rule;
    if (entry.kind === 'link') return offered(entry.to) ? [entry] : [];
    if (entry.kind !== 'group') return [entry];
    const children = entry.children.filter((child) => offered(child.to));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
