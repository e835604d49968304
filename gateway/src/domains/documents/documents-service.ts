import {
  containsFilter,
  DOCUMENT_SEARCH_TOO_SHORT,
  type InvoiceKind,
  invoiceYearOf,
  isNodeUnavailable,
  isOfWaitingKind,
  isSearchSendable,
  listsDocuments,
  readsCategory,
  showsNode,
  type StoreTemplate,
  type WaitingKind,
  waitingKindsOf,
} from '@portal/schema/rules/documents';
import { isOwner, RIGHTS_PRODUCT } from '@portal/schema/rules/sharing';
import { decodeCursor, encodeCursor, pageOf } from '../../graphql/connection.ts';
import {
  type DocumentPage,
  type DocumentRange,
  offsetAfter,
  pageSizeOf,
  rangePage,
  readAll,
  readRange,
  slicePage,
} from './document-pages.ts';
import {
  dossierPermissions,
  isCollaborateur,
  type LegacyContext,
  requireDossier,
  requireViewer,
} from '../dossier/dossier-access.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import type { LegacyStoreDocument, LegacyStoreNode } from './documents-shapes.ts';
import type {
  StoreDocumentConnectionParent,
  StoreDocumentParent,
  StoreNodeParent,
} from '../../graphql/mappers.ts';

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

/** The node of that code, with the titles of the nodes from the main node down to it. */
interface Found {
  node: LegacyStoreNode;
  path: string[];
}

const find = (node: LegacyStoreNode, id: string, path = [node.title]): Found | null =>
  node._id === id
    ? { node, path }
    : node.nodes.reduce<Found | null>((hit, n) => hit ?? find(n, id, [...path, n.title]), null);

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
  const found = visible && (legacyId ? find(visible, legacyId) : { node: visible, path: [visible.title] });
  return found ? { ...found.node, codeDossier: d.codeDossier, permissions, folderPath: found.path } : null;
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

/** The range of a list the arguments ask for, refused before any call: 1 to 100 items, a search of 3 characters. */
export function documentRange(args: DocumentsArgs): DocumentRange {
  const count = pageSizeOf(args.first);
  if (!isSearchSendable(args.search ?? ''))
    throw gatewayError('BAD_USER_INPUT', DOCUMENT_SEARCH_TOO_SHORT, true);
  return { filter: containsFilter(args.search), offset: offsetAfter(args.after), count };
}

/** The legacy call of a node's pages of documents: the invoices call for the invoice templates. */
const nodeReader =
  (ctx: LegacyContext, codeDossier: string, nodeId: string, template: StoreTemplate, args: DocumentsArgs) =>
  (page: DocumentPage): Promise<LegacyStoreDocument[]> =>
    template === 'factures' || template === 'factures_annee'
      ? ctx.legacy.documents.invoices(codeDossier, invoiceYearOf(nodeId), args.invoiceKind ?? 'All', page)
      : ctx.legacy.documents.documents(codeDossier, nodeId, page);

/** The documents as the connection answers them: with the file and node they were listed under. */
const listed = (node: StoreNodeParent, found: readonly LegacyStoreDocument[]) =>
  found.map((doc): StoreDocumentParent => ({
    ...doc,
    codeDossier: node.codeDossier,
    nodeId: node._id,
    waiting: node.template === 'waitingDocuments',
    folderPath: node.folderPath,
  }));

/**
 * A page of a node's documents (spec 001 §2, §5, §9), read from the legacy's pages (it counts nothing: the total
 * is read on to the list's end only when asked).
 */
export async function documents(
  ctx: LegacyContext,
  node: StoreNodeParent,
  args: DocumentsArgs,
): Promise<StoreDocumentConnectionParent> {
  const range = documentRange(args);
  if (node.template === 'waitingDocuments') return slicePage(await waitingDocuments(ctx, node, args), range);
  // A node down for maintenance (spec 001 §4) is not asked for: the screen shows the maintenance text.
  if (!listsDocuments(node.template) || isNodeUnavailable(node.template, node.permissions))
    return slicePage<StoreDocumentParent>([], range);
  const read = nodeReader(ctx, node.codeDossier, node._id, node.template, args);
  return rangePage(listed(node, await readRange(read, range)), range, read);
}

/**
 * The documents waiting to be filed (spec 001 §2, waitingDocuments): the legacy answers them all; the filter
 * the viewer's permissions offer picks documents or invoices (the first offered without one).
 */
async function waitingDocuments(
  ctx: LegacyContext,
  node: StoreNodeParent,
  args: DocumentsArgs,
): Promise<StoreDocumentParent[]> {
  const offered = waitingKindsOf(node.permissions);
  const kind = args.waitingKind ?? offered[0];
  // Without mod_documents nor mod_factures there is nothing the viewer may see waiting.
  if (kind === undefined) return [];
  if (!offered.includes(kind)) throw gatewayError('FORBIDDEN');
  const all = await ctx.legacy.documents.waiting(node.codeDossier, containsFilter(args.search));
  return listed(
    node,
    all.filter((doc) => isOfWaitingKind(doc.type, kind)),
  );
}

/** Every document of a node the viewer reads (by pages of 100), none for a node down for maintenance. */
async function everyDocument(ctx: LegacyContext, node: StoreNodeParent): Promise<StoreDocumentParent[]> {
  if (node.template === 'waitingDocuments') return waitingDocuments(ctx, node, {});
  if (!listsDocuments(node.template) || isNodeUnavailable(node.template, node.permissions)) return [];
  const read = nodeReader(ctx, node.codeDossier, node._id, node.template, {});
  return listed(node, await readAll(read, containsFilter('')));
}

/**
 * The nodes whose documents a walk of the tree reads, from the top down: every node that lists documents but a
 * factures node of every year whose years are shown below it (their invoices are its own).
 */
function walkedNodes(node: StoreNodeParent): StoreNodeParent[] {
  const children = childrenOf(node);
  const everyYear = node.template === 'factures' && children.some((c) => c.template === 'factures_annee');
  return [...(everyYear ? [] : [node]), ...children.flatMap(walkedNodes)];
}

/** A node's children as the tree shows them, each with the path of titles that leads to it. */
export const childrenOf = (node: StoreNodeParent): StoreNodeParent[] =>
  node.nodes.map((child) => ({
    ...child,
    codeDossier: node.codeDossier,
    permissions: node.permissions,
    folderPath: [...node.folderPath, child.title],
  }));

const TREE_CURSOR = 'tree';

/**
 * A page of every document of a file's store the viewer reads (issue 46: an export is one paged walk), node after
 * node from the top down, each document once with the titles of the nodes that lead to it. The legacy lists a
 * node at a time: every page reads every node's list, so the total and the cursors (the document's node and id)
 * are exact.
 */
export async function documentTree(
  ctx: LegacyContext,
  d: LegacyDossier,
  args: { first?: number | null; after?: string | null },
): Promise<StoreDocumentConnectionParent> {
  const first = pageSizeOf(args.first);
  if (args.after) decodeCursor(TREE_CURSOR, args.after);
  const main = await storeNode(ctx, d, null);
  const lists = main ? await Promise.all(walkedNodes(main).map((node) => everyDocument(ctx, node))) : [];
  const seen = new Set<string>();
  const all = lists.flat().filter((doc) => !seen.has(doc.id) && seen.add(doc.id));
  const page = pageOf(all, { first, after: args.after }, (doc) =>
    encodeCursor(TREE_CURSOR, `${doc.nodeId}/${doc.id}`),
  );
  return { ...page, totalCount: () => Promise.resolve(all.length) };
}
