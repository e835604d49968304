// The document store (GED, spec 001 §2 ged-documents, §3 Store node and Store document, §5 Document search, §9):
// the templates of its nodes, who sees a node, the search term the legacy takes, its page size and its texts.

/** Spec 001 §9: a page of documents, and the end of a list when a page returns fewer. */
export const DOCUMENT_PAGE_SIZE = 20;
/** Spec 001 §5, §9: the search needs 3 characters, waits 500 ms after the last one typed. */
export const DOCUMENT_SEARCH_MIN_LENGTH = 3;
export const DOCUMENT_SEARCH_DEBOUNCE_MS = 500;

// Spec 001 §2, §5 and §8, to the letter.
export const DOCUMENT_SEARCH_TOO_SHORT = 'Veuillez saisir au moins 3 caractères';
export const NO_DOCUMENT_FOUND = 'Aucun document trouvé :-(';
export const STORE_UNAVAILABLE = 'GED indisponible';
export const STORE_MAINTENANCE =
  "La GED n'est pas accessible pour le moment. Veuillez réessayer ultérieurement.";
/** The title of the store's screens while checkGEDStatus says it is down (spec 001 §2). */
export const STORE_DOWN_TITLE = 'GED temporairement inaccessible';

/** Spec 001 §2: the node templates the screen draws (a plain list is `documents`, ours: the spec names none). */
export const STORE_TEMPLATES = [
  'main',
  'waitingDocuments',
  'factures',
  'factures_annee',
  'documents',
] as const;
export type StoreTemplate = (typeof STORE_TEMPLATES)[number];

/** The template of a node whose documents are listed (every one but the main node's tiles). */
export const listsDocuments = (template: StoreTemplate): boolean => template !== 'main';

/** Spec 001 §2: a payroll node's code starts with paies_; its month downloads as a zip. */
export const isPayrollNode = (nodeId: string): boolean => nodeId.startsWith('paies_');

/** The year and month (1 to 12) of a payroll node (paies_2026_09), as the zip's call names them; null else. */
export function payrollMonthOf(nodeId: string): { year: number; month: number } | null {
  const match = /^paies_(\d{4})_(\d{2})$/.exec(nodeId);
  if (!match) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** The payroll node's button (spec 001 §2 gives none: ours). */
export const PAYROLL_ZIP_LABEL = 'Télécharger tous les fichiers du mois';

/** The zip of a payroll month's files, as it downloads. */
export const payrollZipName = (year: number, month: number): string =>
  `paies-${year}-${String(month).padStart(2, '0')}.zip`;

/**
 * Spec 001 §6: without non_cder_particulier, only the categories flagged cderParticulier appear.
 */
export const showsNode = (node: { cderParticulier: boolean }, permissions: readonly string[]): boolean =>
  node.cderParticulier || permissions.includes('non_cder_particulier');

/**
 * Whether a document search may be sent: empty (every document) or at least 3 characters (spec 001 §5).
 */
export const isSearchSendable = (text: string): boolean =>
  text.trim().length === 0 || text.trim().length >= DOCUMENT_SEARCH_MIN_LENGTH;

/** Spec 001 §5: the text the legacy's containsfilter takes: lowercase, '*' for every document. */
export function containsFilter(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim().toLowerCase();
  return trimmed.length === 0 ? '*' : trimmed;
}

/** Whether a document matches the legacy's containsfilter ('*' matches all), case-insensitively. */
export const matchesFilter = (name: string, filter: string): boolean =>
  filter === '*' || name.toLowerCase().includes(filter.toLowerCase());

/** The category of the rights model (spec 000 §3) a viewer needs to read a node: owners and staff read all. */
export const readsCategory = (granted: readonly string[] | 'all', categorie: string): boolean =>
  granted === 'all' || granted.includes(categorie);

/** Spec 001 §2: the invoice filter of the factures templates; All for every kind. */
export const INVOICE_KINDS = ['All', 'Achat', 'Vente', 'Immobilisation'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Readonly<Record<InvoiceKind, string>> = {
  All: 'Toutes',
  Achat: 'Achat',
  Vente: 'Vente',
  Immobilisation: 'Immobilisation',
};

/** The year of a factures_annee node (factures_2026), 0 for the factures node of every year. */
export function invoiceYearOf(nodeId: string): number {
  const year = /^factures_(\d{4})$/.exec(nodeId)?.[1];
  return year === undefined ? 0 : Number(year);
}

/** Spec 001 §4, §6: the maintenance flags make the invoice nodes, or the other nodes, appear down. */
export function isNodeUnavailable(template: StoreTemplate, permissions: readonly string[]): boolean {
  const invoices = template === 'factures' || template === 'factures_annee';
  return permissions.includes(invoices ? 'maintenanceGedFacture' : 'maintenanceGedDocument');
}

/** Spec 001 §5: the extensions that have their own icon; any other file shows the generic one. */
export const ICON_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'bmp',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'html',
] as const;

/** The icon of a file by its name's extension (lowercase), or 'fichier'. */
export function fileIconOf(name: string): (typeof ICON_EXTENSIONS)[number] | 'fichier' {
  const extension = name.split('.').at(-1)?.toLowerCase() ?? '';
  return (ICON_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as (typeof ICON_EXTENSIONS)[number])
    : 'fichier';
}

/** Spec 001 §2, waitingDocuments: every waiting document, the documents or the invoices only. */
export const WAITING_KINDS = ['All', 'Documents', 'Invoices'] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];
export const WAITING_KIND_LABELS: Readonly<Record<WaitingKind, string>> = {
  All: 'Tous',
  Documents: 'Documents',
  Invoices: 'Factures',
};

/** Spec 001 §6: the waiting filters a viewer gets, by mod_documents and mod_factures (All with both). */
export function waitingKindsOf(permissions: readonly string[]): WaitingKind[] {
  const documents = permissions.includes('mod_documents');
  const invoices = permissions.includes('mod_factures');
  return [
    ...(documents && invoices ? (['All'] as const) : []),
    ...(documents ? (['Documents'] as const) : []),
    ...(invoices ? (['Invoices'] as const) : []),
  ];
}

/** Whether a waiting document of the legacy's type ('document' or 'facture') is shown under a filter. */
export const isOfWaitingKind = (type: string, kind: WaitingKind): boolean =>
  kind === 'All' || (kind === 'Invoices') === (type === 'facture');

/** The store's node of every year's invoices (template factures), where 'Mes documents' opens the invoices. */
export const INVOICES_NODE = 'factures';

/** Spec 001 §2 board documents: a preview (new tab) only for a PDF or a picture. */
const PREVIEW_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'svg'];
export const isPreviewable = (name: string): boolean =>
  PREVIEW_EXTENSIONS.includes(name.split('.').at(-1)?.toLowerCase() ?? '');

/** Spec 001 §2 board documents: the right that opens them. */
export const BOARD_RIGHT = 'administrateur_cder';
export const opensBoardDocuments = (rights: readonly string[]): boolean => rights.includes(BOARD_RIGHT);
/** Spec 001 §2 board documents: what the screen says while its documents load. */
export const BOARD_LOADING = 'Chargement en cours...';
