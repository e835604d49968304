import { isMonthlySlug } from '@portal/schema/rules/figures';
import { portfolioSearchTerm } from '@portal/schema/rules/portfolio-search';
import { ROTATION_PREVIOUS_YEARS } from '@portal/schema/rules/rotation';
import { DEFAULT_MAP_CULTURE, isZoneType } from '@portal/schema/rules/yield-map';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from './context.ts';
import { isCollaborateur, viewerDossiers } from './dossier-access.ts';
import type { Identity } from './legacy/auth.ts';
import { selectedFields } from './selection.ts';
import { legacyPage } from './services/documents.ts';
import { chartedYears } from './services/figures.ts';
import type { SelectedField } from './selection.ts';

/*
 * A screen's query would otherwise wait twice: for the session check and the file's rights, then for the file's
 * data. The fields' legacy calls start at once instead, beside the check, for the person the sealed cookie names
 * and the file the query asks for; the answers stay in the request's loaders. They are released only through the
 * resolvers, which read them after the check: a field of the viewer resolves once the session check has named
 * the viewer, a field of a file once the file's rights and modules allow it (dossier-access.ts). A refused check
 * leaves them unread, and the legacy still refuses with its own 403 a file that is not the session's.
 */

type Start = (ctx: GatewayContext, hint: Identity, field: SelectedField, info: GraphQLResolveInfo) => void;
type StartForFile = (
  ctx: GatewayContext,
  codeDossier: string,
  field: SelectedField,
  info: GraphQLResolveInfo,
) => void;

// Whoever reads a started call later awaits the loader's promise and sees its failure; nobody may be left to.
const started = (call: Promise<unknown>): void => {
  call.catch(() => undefined);
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The legacy page a list's arguments ask for; none for arguments the resolver will refuse. */
const safeLegacyPage = (args: Record<string, unknown>) => {
  try {
    return legacyPage(args);
  } catch {
    return null;
  }
};

const asks = (info: GraphQLResolveInfo, field: SelectedField, name: string) =>
  selectedFields(info, field.selectionSet).some((sub) => sub.name === name);

type FileCall = (ctx: GatewayContext, codeDossier: string) => Promise<unknown>;

const appointmentList: FileCall = (ctx, code) => ctx.legacy.appointments.list(code);
const eventList: FileCall = (ctx, code) => ctx.legacy.events.list(code);
const contactList: FileCall = (ctx, code) => ctx.legacy.contacts.ofFile(code);

/** One item of a file's list (read from the list), and the call of its `detail` subfield when it is asked for. */
const itemOf =
  (
    list: FileCall,
    detail: string,
    detailCall: (ctx: GatewayContext, codeDossier: string, legacyId: string) => Promise<unknown>,
  ): StartForFile =>
  (ctx, code, field, info) => {
    started(list(ctx, code));
    const legacyId = text(field.args.legacyId);
    if (legacyId && asks(info, field, detail)) started(detailCall(ctx, code, legacyId));
  };

/** The calls a file's fields make (Dossier in the schema), by field. */
const FILE_CALLS: Readonly<Record<string, StartForFile>> = {
  permissions: (ctx) => started(ctx.legacy.droits.rights()),
  keyFigures: (ctx, code) => started(ctx.legacy.home.keyFigures(code)),
  appointments: (ctx, code) => started(appointmentList(ctx, code)),
  nextAppointment: (ctx, code) => started(appointmentList(ctx, code)),
  appointment: itemOf(appointmentList, 'participants', (ctx, _code, id) =>
    ctx.legacy.appointments.participants(id),
  ),
  events: (ctx, code) => started(eventList(ctx, code)),
  nextEvent: (ctx, code) => started(eventList(ctx, code)),
  contacts: (ctx, code) => started(contactList(ctx, code)),
  contact: (ctx, code) => started(contactList(ctx, code)),
  siteInfo: (ctx, code) => started(contactList(ctx, code)),
  event: itemOf(eventList, 'subscriptions', (ctx, code, id) => ctx.legacy.events.subscriptions(code, id)),
  stats: (ctx) => started(ctx.legacy.figures.stats()),
  stat: (ctx, code, field, info) => {
    started(ctx.legacy.figures.stats());
    if (['updatedAt', 'exerciceStartMonth', 'closedYears'].some((name) => asks(info, field, name)))
      started(ctx.legacy.figures.financialYears(code));
    const slug = text(field.args.slug);
    if (slug !== null && isMonthlySlug(slug) && asks(info, field, 'months'))
      for (const year of chartedYears()) started(ctx.legacy.figures.calendarYear(year, code));
  },
  tools: (ctx, code) => started(ctx.legacy.tools.list(code)),
  toolCategory: (ctx, code) => started(ctx.legacy.tools.list(code)),
  loans: (ctx, code) => started(ctx.legacy.loans.list(code)),
  loan: (ctx, code) => started(ctx.legacy.loans.list(code)),
  assolement: (ctx, code, field, info) => {
    const { millesime } = field.args;
    if (typeof millesime !== 'number') return;
    started(ctx.legacy.cropRotation.year(code, millesime));
    if (asks(info, field, 'rotation'))
      for (const back of ROTATION_PREVIOUS_YEARS)
        started(ctx.legacy.cropRotation.year(code, millesime - back));
  },
  cultures: (ctx) => started(ctx.legacy.cropRotation.cultures()),
  yieldMap: (ctx, _code, field) => {
    const { zoneType = 'commune', culture = DEFAULT_MAP_CULTURE, millesime } = field.args;
    if (!isZoneType(zoneType) || typeof culture !== 'number' || typeof millesime !== 'number') return;
    started(ctx.legacy.yieldMap.zones(zoneType));
    started(ctx.legacy.yieldMap.averages(millesime, zoneType));
    started(ctx.legacy.yieldMap.quartiles(culture, millesime));
  },
  duers: (ctx, code) => started(ctx.legacy.duer.ofFile(code)),
  duerCreation: (ctx, code) => started(ctx.legacy.duer.ofFile(code)),
  duersAutresDossiers: (ctx) => {
    const hint = ctx.legacy.identityHint;
    if (hint && isCollaborateur(hint)) started(ctx.legacy.duer.ofAllFiles());
  },
  duer: (ctx, code, field, info) => {
    started(ctx.legacy.duer.ofFile(code));
    const legacyId = text(field.args.legacyId);
    if (legacyId === null) return;
    const units = asks(info, field, 'peutAjouterCategorie');
    if (units || asks(info, field, 'categories')) started(ctx.legacy.duer.categories(legacyId));
    if (units || asks(info, field, 'categoriesDeBase')) started(ctx.legacy.duer.baseCategories(legacyId));
    if (asks(info, field, 'pages')) started(ctx.legacy.duerPages.pages(legacyId));
    if (asks(info, field, 'pagesExistantes')) started(ctx.legacy.duerPages.basePages(legacyId));
    if (asks(info, field, 'annexes')) {
      started(ctx.legacy.duerAnnexes.annexes({ idDuer: legacyId, idModule: null }));
      started(ctx.legacy.duerAnnexes.baseAnnexes({ idDuer: legacyId, idModule: null }));
    }
    if (asks(info, field, 'pictosDeBase')) started(ctx.legacy.duerPictos.catalogue(code));
    if (asks(info, field, 'informationsGenerales'))
      started(ctx.legacy.duerGeneralInfo.informationsGenerales(legacyId));
    if (asks(info, field, 'pageDeGarde')) {
      started(ctx.legacy.duerGeneralInfo.pageDeGarde(legacyId));
      started(ctx.legacy.duerGeneralInfo.gerants(code));
      started(ctx.legacy.duerGeneralInfo.ingenieurConseil(code));
    }
    if (asks(info, field, 'preambule')) started(ctx.legacy.duerPreamble.preambule(legacyId));
    if (asks(info, field, 'audit')) {
      started(ctx.legacy.duerAudit.questions(legacyId));
      started(ctx.legacy.duerAudit.categoriesLeft(legacyId));
    }
    // The module screen names its unit and module by id: their modules, operations and history start now too.
    const sub = (parent: SelectedField, name: string) =>
      selectedFields(info, parent.selectionSet).find((f) => f.name === name);
    const unit = sub(field, 'categorie');
    const idCategorie = unit && text(unit.args.legacyId);
    if (!unit || idCategorie === null || idCategorie === undefined) return;
    started(ctx.legacy.duer.categories(legacyId));
    started(ctx.legacy.duer.modules(idCategorie));
    const staff = ctx.legacy.identityHint !== null && isCollaborateur(ctx.legacy.identityHint);
    if (asks(info, unit, 'modulesDeBase')) started(ctx.legacy.duer.baseModules(idCategorie));
    if (staff && asks(info, unit, 'modulesAutresDuers'))
      started(ctx.legacy.duer.otherDuerModules(idCategorie));
    const module = sub(unit, 'module');
    const idModule = module && text(module.args.legacyId);
    if (!module || idModule === null || idModule === undefined) return;
    if (asks(info, module, 'annexes')) {
      started(ctx.legacy.duerAnnexes.annexes({ idDuer: legacyId, idModule }));
      started(ctx.legacy.duerAnnexes.baseAnnexes({ idDuer: legacyId, idModule }));
    }
    started(ctx.legacy.duer.groupes(idModule));
    if (asks(info, module, 'groupesDeBase')) started(ctx.legacy.duer.baseGroupes(idModule));
    if (staff && asks(info, module, 'groupesAutresDuers'))
      started(ctx.legacy.duer.otherDuerGroupes(idModule));
    const hint = ctx.legacy.identityHint;
    if (hint && isCollaborateur(hint)) started(ctx.legacy.duer.history(idModule));
  },
  // A node's documents wait for its rights category to be checked against the tree (services/documents.ts).
  storeNode: (ctx, code) => {
    started(ctx.legacy.documents.tree(code));
    if (ctx.legacy.identityHint && !isCollaborateur(ctx.legacy.identityHint))
      started(ctx.legacy.sharing.myRights());
  },
  documentStoreAvailable: (ctx) => started(ctx.legacy.documents.available()),
  documentUploadKinds: (ctx, code) => started(ctx.legacy.documentUploads.hasPayrollManager(code)),
  sentDocuments: (ctx, code) => started(ctx.legacy.documentUploads.history(code)),
  recentDocuments: (ctx, code) => started(ctx.legacy.documentUploads.history(code)),
  abonnement: (ctx, code) => started(ctx.legacy.billing.ofFile(code)),
  services: (ctx) => started(ctx.legacy.services.list()),
  service: (ctx) => started(ctx.legacy.services.list()),
  documentations: (ctx) => started(ctx.legacy.documentations.tree()),
  tutorials: (ctx) => started(ctx.legacy.tutorials.cards('tutos')),
  documentation: (ctx) => started(ctx.legacy.documentations.tree()),
  // A library's documents are the firm's, the same for everyone: asked beside the tree, released after its check.
  documentationLibrary: (ctx, _code, field, info) => {
    started(ctx.legacy.documentations.tree());
    const codeGed = text(field.args.codeGed);
    const documents = selectedFields(info, field.selectionSet).find((f) => f.name === 'documents');
    if (codeGed === null || !documents) return;
    const page = safeLegacyPage(documents.args);
    if (page) started(ctx.legacy.documentations.library(codeGed, page));
  },
  serviceCallbackContact: (ctx, code) => started(contactList(ctx, code)),
  assembleeGenerale: (ctx, code) => {
    started(ctx.legacy.generalAssembly.dates(code));
    started(ctx.legacy.generalAssembly.invitations(new Date().getFullYear(), code));
    started(ctx.legacy.user.profile());
  },
  respondent: (ctx, code) => {
    const hint = ctx.legacy.identityHint;
    if (hint) started(isCollaborateur(hint) ? ctx.legacy.user.members(code) : ctx.legacy.user.profile());
  },
};

/** The file the field names (its `codeDossier` argument), checked like any access, and the calls of its fields. */
const fileAccess: Start = (ctx, hint, field, info) => {
  started(viewerDossiers(ctx, hint));
  started(ctx.legacy.droits.rights());
  const code = text(field.args.codeDossier);
  if (code === null) return;
  for (const sub of selectedFields(info, field.selectionSet)) FILE_CALLS[sub.name]?.(ctx, code, sub, info);
};

/**
 * Access sharing (services/sharing.ts): a list, the files that tell an owner, and the roles and the tree that name
 * what the list holds. Collaborators share nothing: nothing is started for them.
 */
const sharingList =
  (list: (ctx: GatewayContext) => Promise<unknown>): Start =>
  (ctx, hint) => {
    if (isCollaborateur(hint)) return;
    started(viewerDossiers(ctx, hint));
    started(list(ctx));
    started(ctx.legacy.sharing.roles());
    started(ctx.legacy.sharing.categories());
  };

/** The calls the viewer's fields make (Viewer in the schema), by field. */
const VIEWER_CALLS: Readonly<Record<string, Start>> = {
  invitationsReceived: (ctx) => started(ctx.legacy.droits.invitations()),
  acquiredAccesses: sharingList((ctx) => ctx.legacy.sharing.myRights()),
  canShare: (ctx, hint) => started(viewerDossiers(ctx, hint)),
  sentInvitations: sharingList((ctx) => ctx.legacy.sharing.sentInvitations()),
  sharedWith: sharingList((ctx) => ctx.legacy.sharing.transmitted()),
  sharingRoles: sharingList((ctx) => ctx.legacy.sharing.roles()),
  rightsCategories: sharingList((ctx) => ctx.legacy.sharing.categories()),
  dossiers: (ctx, hint) => started(viewerDossiers(ctx, hint)),
  selectedDossier: fileAccess,
  fonctionsUtilisateur: (ctx) => started(ctx.legacy.droits.rights()),
  droitsUtilisateur: (ctx) => started(ctx.legacy.droits.rights()),
  user: (ctx) => started(ctx.legacy.user.profile()),
  pendingInvitationCount: (ctx) => started(ctx.legacy.droits.invitations()),
  homeSections: (ctx) => started(ctx.legacy.home.sections()),
  shortcuts: (ctx) => started(ctx.legacy.shortcuts.list()),
  shortcut: (ctx) => started(ctx.legacy.shortcuts.list()),
  communications: (ctx) => {
    started(ctx.legacy.account.communications());
    started(ctx.legacy.user.dossiers());
  },
  countries: (ctx) => started(ctx.legacy.account.countries()),
  mailThemes: (ctx) => {
    started(ctx.legacy.mailThemes.themes());
    started(ctx.legacy.mailThemes.access());
  },
  notifications: (ctx) => started(ctx.legacy.notifications.list()),
  unreadNotificationCount: (ctx) => started(ctx.legacy.notifications.unreadCount()),
  tourInProgress: (ctx, _hint, field) => {
    const routeName = text(field.args.routeName);
    if (routeName !== null) started(ctx.legacy.parcours.inProgress(routeName));
  },
  galleryImages: (ctx) => started(ctx.legacy.gallery.list()),
  // The creators programme's calls wait for nothing but the rights entry 'oic' (services/tutorials.ts).
  elearnings: (ctx) => {
    started(ctx.legacy.droits.rights());
    started(ctx.legacy.tutorials.cards('elearnings'));
  },
  oicContacts: (ctx) => {
    started(ctx.legacy.droits.rights());
    started(ctx.legacy.tutorials.oicContacts());
  },
  // The board's calls wait for nothing but the right administrateur_cder (services/board-documents.ts).
  boardWorkspaces: (ctx) => {
    started(ctx.legacy.droits.rights());
    started(ctx.legacy.boardDocuments.workspaces());
  },
  boardWorkspace: (ctx, _hint, field, info) => {
    started(ctx.legacy.droits.rights());
    started(ctx.legacy.boardDocuments.workspaces());
    const id = text(field.args.workspaceId);
    if (id !== null && asks(info, field, 'documents')) started(ctx.legacy.boardDocuments.documents(id));
  },
  oicSiteInfo: (ctx) => {
    started(ctx.legacy.droits.rights());
    started(ctx.legacy.tutorials.oicSite());
  },
  genericPage: (ctx, _hint, field) => {
    const pageId = text(field.args.pageId);
    if (pageId !== null) started(ctx.legacy.genericPages.byId(pageId));
  },
  portfolioSearch: (ctx, hint, field) => {
    const term = portfolioSearchTerm.safeParse(field.args.term);
    if (isCollaborateur(hint) && term.success) started(ctx.legacy.collaborateur.searchDossiers(term.data));
  },
};

/** Starts, beside the session check, the legacy calls of what `viewer` asks for (none without a session cookie). */
export function startViewerCalls(ctx: GatewayContext, info: GraphQLResolveInfo): void {
  const hint = ctx.legacy.identityHint;
  if (!hint) return;
  for (const node of info.fieldNodes) {
    for (const field of selectedFields(info, node.selectionSet))
      VIEWER_CALLS[field.name]?.(ctx, hint, field, info);
  }
}

/** Starts, beside the session and rights checks, the legacy calls of what `dossier(codeDossier)` asks for. */
export function startFileCalls(ctx: GatewayContext, codeDossier: string, info: GraphQLResolveInfo): void {
  const hint = ctx.legacy.identityHint;
  if (!hint) return;
  for (const node of info.fieldNodes) {
    fileAccess(
      ctx,
      hint,
      { name: info.fieldName, args: { codeDossier }, selectionSet: node.selectionSet },
      info,
    );
  }
}
