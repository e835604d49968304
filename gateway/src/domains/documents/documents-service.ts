import {
  containsFilter,
  DOCUMENT_PAGE_SIZE,
  DOCUMENT_SEARCH_TOO_SHORT,
  type InvoiceKind,
  invoiceYearOf,
  isNodeUnavailable,
  isOfWaitingKind,
  isSearchSendable,
  listsDocuments,
  readsCategory,
  showsNode,
  type WaitingKind,
  waitingKindsOf,
} from '@portal/schema/rules/documents';
import { isOwner, RIGHTS_PRODUCT } from '@portal/schema/rules/sharing';
import { offsetPage, UNKNOWN_CURSOR } from '../../graphql/connection.ts';
import {
  dossierPermissions,
  isCollaborateur,
  type LegacyContext,
  requireDossier,
  requireViewer,
} from '../dossier/dossier-access.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { DocumentPage } from './documents-api.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import type { LegacyStoreDocument, LegacyStoreNode } from './documents-shapes.ts';
import type { StoreDocumentConnectionParent, StoreNodeParent } from '../../graphql/mappers.ts';

/** The rights categories of the store the viewer reads on a file: all for staff and the file's owner. */
async function grantedCategories(ctx: LegacyContext, d: LegacyDossier): Promise<readonly string[] | 'all'> {
  const identity = await requireViewer(ctx);
  if (isCollaborateur(identity)) return 'all';
  const access = (await ctx.legacy.sharing.myRights()).dossiers.find((r) => r.codeDossier === d.codeDossier);
  if (!access) return [];
  return isOwner(access.idRole) ? 'all' : (access.autorisations[RIGHTS_PRODUCT]?.categories ?? []);
}

/** The tree as the viewer may see it: its categories, and the cderParticulier rule of the file's modules. */
function pruned(
  node: LegacyStoreNode,
  granted: readonly string[] | 'all',
  permissions: readonly string[],
): LegacyStoreNode | null {
  if (!readsCategory(granted, node.categorie) || !showsNode(node, permissions)) return null;
  const nodes = node.nodes.flatMap((child) => pruned(child, granted, permissions) ?? []);
  return { ...node, nodes: nodes.sort((a, b) => a.order - b.order) };
}

const find = (node: LegacyStoreNode, id: string): LegacyStoreNode | null =>
  node._id === id ? node : node.nodes.reduce<LegacyStoreNode | null>((hit, n) => hit ?? find(n, id), null);

/**
 * A node of a file's store (the main node without a code), checked against the viewer's rights categories and
 * the file's modules (spec 000 §3, 001 §6) before its documents are read; null when it is not the viewer's.
 * The file's own rights were checked when the Dossier was.
 */
export async function storeNode(
  ctx: LegacyContext,
  d: LegacyDossier,
  legacyId: string | null | undefined,
): Promise<StoreNodeParent | null> {
  const [tree, granted, permissions] = await Promise.all([
    ctx.legacy.documents.tree(d.codeDossier),
    grantedCategories(ctx, d),
    dossierPermissions(ctx, d),
  ]);
  const visible = pruned(tree, granted, permissions);
  const node = visible && (legacyId ? find(visible, legacyId) : visible);
  return node ? { ...node, codeDossier: d.codeDossier, permissions } : null;
}

/** A node a file route names, for a file of it: the file's rights, then the node's (FORBIDDEN without either). */
export async function readableNode(
  ctx: LegacyContext,
  codeDossier: string,
  legacyId: string,
): Promise<StoreNodeParent> {
  const node = await storeNode(ctx, await requireDossier(ctx, codeDossier), legacyId);
  if (!node) throw gatewayError('FORBIDDEN');
  return node;
}

export interface DocumentsArgs {
  first?: number | null;
  after?: string | null;
  search?: string | null;
  invoiceKind?: InvoiceKind | null;
  waitingKind?: WaitingKind | null;
}

/** The offset a cursor stands for: the count of documents before the next page, a whole number of pages. */
export function offsetAfter(after: string | null | undefined): number {
  if (!after) return 0;
  const offset = Number(after);
  if (!Number.isInteger(offset) || offset <= 0 || offset % DOCUMENT_PAGE_SIZE !== 0)
    throw gatewayError('BAD_USER_INPUT', UNKNOWN_CURSOR, true);
  return offset;
}

/** The legacy's page and filter the arguments ask for: pages of 20, a search of 3 characters or none. */
export function legacyPage(args: DocumentsArgs): DocumentPage {
  if (args.first !== null && args.first !== undefined && args.first !== DOCUMENT_PAGE_SIZE)
    throw gatewayError('BAD_USER_INPUT', `Les documents se lisent par pages de ${DOCUMENT_PAGE_SIZE}.`, true);
  if (!isSearchSendable(args.search ?? ''))
    throw gatewayError('BAD_USER_INPUT', DOCUMENT_SEARCH_TOO_SHORT, true);
  return { filter: containsFilter(args.search), page: offsetAfter(args.after) / DOCUMENT_PAGE_SIZE + 1 };
}

/** The legacy call of a node's documents: the invoices call for the invoice templates. */
export const nodeDocuments = (
  ctx: LegacyContext,
  codeDossier: string,
  nodeId: string,
  invoices: boolean,
  args: DocumentsArgs,
): Promise<LegacyStoreDocument[]> => {
  const page = legacyPage(args);
  return invoices
    ? ctx.legacy.documents.invoices(codeDossier, invoiceYearOf(nodeId), args.invoiceKind ?? 'All', page)
    : ctx.legacy.documents.documents(codeDossier, nodeId, page);
};

/** A page of a node's documents (spec 001 §2, §5, §9), as the legacy answers them by pages of 20. */
export async function documents(
  ctx: LegacyContext,
  node: StoreNodeParent,
  args: DocumentsArgs,
): Promise<StoreDocumentConnectionParent> {
  const { codeDossier, _id: nodeId, template } = node;
  if (template === 'waitingDocuments') return waitingDocuments(ctx, node, args);
  const invoices = template === 'factures' || template === 'factures_annee';
  // A node down for maintenance (spec 001 §4) is not asked for: the screen shows the maintenance text.
  const lists = listsDocuments(template) && !isNodeUnavailable(template, node.permissions);
  const found = lists ? await nodeDocuments(ctx, codeDossier, nodeId, invoices, args) : [];
  return pageFrom(node, found, offsetAfter(args.after));
}

/** A page of documents read from the offset, the next one promised while the page is full. */
function pageFrom(
  node: StoreNodeParent,
  found: readonly LegacyStoreDocument[],
  offset: number,
): StoreDocumentConnectionParent {
  const waiting = node.template === 'waitingDocuments';
  const nodes = found.map((doc) => ({ ...doc, codeDossier: node.codeDossier, nodeId: node._id, waiting }));
  return offsetPage(nodes, offset, DOCUMENT_PAGE_SIZE);
}

/**
 * The documents waiting to be filed (spec 001 §2, waitingDocuments): the legacy answers them all; the filter
 * the viewer's permissions offer picks documents or invoices, and the pages of 20 are cut here.
 */
async function waitingDocuments(
  ctx: LegacyContext,
  node: StoreNodeParent,
  args: DocumentsArgs,
): Promise<StoreDocumentConnectionParent> {
  const { filter, page } = legacyPage(args);
  const offered = waitingKindsOf(node.permissions);
  const kind = args.waitingKind ?? offered[0];
  // Without mod_documents nor mod_factures there is nothing the viewer may see waiting.
  if (kind === undefined) return pageFrom(node, [], 0);
  if (!offered.includes(kind)) throw gatewayError('FORBIDDEN');
  const all = await ctx.legacy.documents.waiting(node.codeDossier, filter);
  const offset = (page - 1) * DOCUMENT_PAGE_SIZE;
  const shown = all.filter((doc) => isOfWaitingKind(doc.type, kind));
  return pageFrom(node, shown.slice(offset, offset + DOCUMENT_PAGE_SIZE), offset);
}
