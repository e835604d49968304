import { z } from 'zod';
import { parseGlobalId } from './global-ids.ts';
import { CODE, ROUTE, TOKEN } from './id-patterns.ts';

export const CODE_DOSSIER_INVALID = 'Le code dossier est invalide.';
export const CODE_AGENT_INVALID = "Le code de l'agent est invalide.";
export const LEGACY_ID_INVALID = "L'identifiant est invalide.";
export const ROUTE_NAME_INVALID = 'Le nom de la page est invalide.';
export const ENTITY_ID_INVALID = "L'identifiant est invalide.";

export const codeDossier = z.string().regex(CODE, CODE_DOSSIER_INVALID);
export const codeAgent = z.string().regex(CODE, CODE_AGENT_INVALID);
/** An appointment's, an event's or a participant's id. */
export const legacyId = z.string().regex(TOKEN, LEGACY_ID_INVALID);
export const routeName = z.string().regex(ROUTE, ROUTE_NAME_INVALID);
/**
 * A page's cursor: the legacy id of the item it follows, or the gateway's opaque cursor of a document list
 * (base64url of a versioned payload, longer than an id).
 */
export const cursor = z.string().regex(/^[A-Za-z0-9][\w-]{0,255}$/, LEGACY_ID_INVALID);

// The global id of a file's item (an appointment, an event): the file's code and the item's legacy id.
const ENTITY = new RegExp(`^(${CODE.source.slice(1, -1)}):(${TOKEN.source.slice(1, -1)})$`);

/** The global `id` of a file's appointment or event, as mutations take it. */
export const entityId = z.string().regex(ENTITY, ENTITY_ID_INVALID);

/** The global id of a file's item, from its file's code and its legacy id. */
export const entityIdOf = (codeDossier: string, legacyId: string): string => `${codeDossier}:${legacyId}`;

/** The file's code and the legacy id a global id names, or null when it is not one. */
export function parseEntityId(id: string): { codeDossier: string; legacyId: string } | null {
  const match = ENTITY.exec(id);
  return match?.[1] && match[2] ? { codeDossier: match[1], legacyId: match[2] } : null;
}

/** A global id (`Node.nodeId`) as `node(nodeId:)` and `nodes(nodeIds:)` take it: one the gateway made. */
export const globalId = z.string().refine((id) => parseGlobalId(id) !== null, ENTITY_ID_INVALID);

/**
 * The shape of every identifier the GraphQL contract takes, by the name of the argument or input field that
 * carries it: the gateway checks each such value before any legacy call, wherever it sits in an operation.
 */
export const ID_SHAPES: Readonly<Record<string, z.ZodString>> = {
  codeDossier,
  // The files a personal access token is limited to (CreateApiTokenInput.files): their codes.
  files: codeDossier,
  codeAgent,
  legacyId,
  routeName,
  id: entityId,
  // The global ids of Node (issue 46): opaque, refused unless the gateway could have made them.
  nodeId: globalId,
  nodeIds: globalId,
  eventId: entityId,
  assolementId: entityId,
  after: cursor,
  // A figure's slug (Stat.slug), a segment of its route and of the legacy's paths.
  slug: legacyId,
  // An invitation's link id (/invitation/:id/).
  invitationId: legacyId,
  // A tools category's slug (Tool.categorie), a segment of its route.
  categorie: legacyId,
  // A web shortcut's legacy id (Shortcut.id): shortcuts are the account's, not a file's.
  shortcutId: legacyId,
  // The mail themes' ids (/api/pelemail), checked as numbers by schema/rules/preferences.ts.
  mailThemeIds: legacyId,
  // Access sharing: a person's guid and the rights categories' ids (schema/rules/sharing.ts).
  guidPersonne: legacyId,
  categories: legacyId,
  // The DUER (schema/graphql/duer.graphql): a DUER's, a base unit's and another file's DUER's global ids.
  duerId: entityId,
  baseCategorieId: entityId,
  duerSourceId: entityId,
  categorieId: entityId,
  moduleId: entityId,
  // The module screen's operations and base elements (DuerGroupe.id, DuerElementDeBase.id).
  groupeId: entityId,
  baseGroupeId: entityId,
  baseRisqueId: entityId,
  // Modules and operations added from the catalogue or from other DUERs (schema/graphql/duer-additions.graphql).
  baseModuleId: entityId,
  moduleAutreDuerId: entityId,
  groupeAutreDuerId: entityId,
  // The DUER's pages (schema/graphql/duer-document.graphql): a page's, a base page's and the removed pages' ids.
  duerPageId: entityId,
  basePageId: entityId,
  supprimees: entityId,
  // A DUER's or a module's annexes, one of them and a base annexe (schema/graphql/duer-annexes.graphql).
  annexesId: entityId,
  annexeId: entityId,
  baseAnnexeId: entityId,
  // A DUER's preamble category (DuerPreambuleCategorie.id, schema/graphql/duer-preamble.graphql).
  preambuleCategorieId: entityId,
  // A DUER's audit category and question (DuerAuditCategorie.id, DuerAuditQuestion.id).
  auditCategorieId: entityId,
  auditQuestionId: entityId,
  // A risk's pictograms update (schema/graphql/duer-pictos.graphql): the risk, a catalogue pictogram (global ids)
  // and the placed pictograms removed (legacy ids).
  risqueId: entityId,
  basePictoId: entityId,
  suppressions: legacyId,
  // A generic page's id (/page/:id).
  pageId: legacyId,
  // A personal access token's public id (ApiToken.id, 16 hex digits): it names the token, never grants it.
  apiTokenId: legacyId,
  // A service of the directory (Service.id): the directory is the firm's, not a file's.
  serviceId: legacyId,
  // The documentation area: an address's entry codes and a library's code (/documentations/...).
  codes: legacyId,
  codeGed: legacyId,
  // A board workspace's uuid (BoardWorkspace.id, /ged-administration/:workspace): the board's, not a file's.
  workspaceId: legacyId,
};
