/**
 * Spec 002 §2 (Pages), §4 (Pages), §5 and §9: the pages placed before or after a DUER's risk list, their order
 * around the fixed 'Liste des risques' row, the special pages edited on their own screens, and the new page's
 * label and file.
 */
import { LABEL_MAX, nameTaken } from './duer.ts';

/** §2: the fixed, non-deletable row standing for the risk list among the pages. */
export const RISK_LIST_ID = '-1';
export const RISK_LIST_LABEL = 'Liste des risques';

/** §2, §9: the special pages by base page id, each edited on its own screen instead of as a file. */
export const SPECIAL_PAGES = {
  '1': 'pageDeGarde',
  '3': 'informationsGenerales',
  '4': 'preambule',
  '10': 'auditPrealable',
} as const;
export type SpecialPage = (typeof SPECIAL_PAGES)[keyof typeof SPECIAL_PAGES];

export const specialPageOf = (idBasePage: string): SpecialPage | null =>
  (SPECIAL_PAGES as Record<string, SpecialPage>)[idBasePage] ?? null;

/** §5: the files a page or an annexe may be. */
export const ACCEPTED_EXTENSIONS = ['.doc', '.docx', '.pdf'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

export const LABEL_AND_FILE_REQUIRED = 'Le libellé et le fichier doivent être renseignés';
export const PAGE_LABEL_TAKEN = 'Une page avec le même libellé existe déjà';
/** Ours: the spec lists the accepted files, not the refusal's text. */
export const FILE_TYPE_REFUSED = 'Seuls les fichiers .doc, .docx et .pdf sont acceptés.';
/** Ours: the spec gives the limit, not the refusal's text. */
export const PAGE_LABEL_TOO_LONG = `Le libellé ne doit pas dépasser ${LABEL_MAX} caractères.`;
/** Ours: a special page, or the risk list, is never deleted nor replaced as a file. */
export const PAGE_NOT_A_FILE = "Cette page n'est pas un fichier.";

/** §2, §8 and §4's texts of the Pages screen. */
export const PAGES_EMPTY = "Aucune page n'est associée au DUER :-(";
export const PAGE_GENERATING =
  'Le fichier est en cours de génération, veuillez patienter quelques secondes...';
export const FILE_UPDATED = 'Le fichier a bien été mis à jour';
export const NO_PAGE_FILE = "Aucun document n'est associé à cette page";
export const PAGE_FAILURES = {
  save: "Une erreur est survenue lors de l'enregistrement des modifications.",
  create: 'Une erreur est survenue lors de la création de la page.',
  generate: 'Une erreur est survenue lors de la génération du document.',
} as const;

export const hasAcceptedExtension = (fileName: string): boolean =>
  ACCEPTED_EXTENSIONS.some((extension) => fileName.toLowerCase().endsWith(extension));

/**
 * §5: why a new document (a page or an annexe) cannot be created: label and file, label length, file type, then
 * the label's uniqueness (`taken`, the document's own message), or null.
 */
export function newDocumentIssue(
  nom: string,
  fileName: string | null,
  existingNames: readonly string[],
  taken: string,
): string | null {
  if (nom.trim() === '' || !fileName) return LABEL_AND_FILE_REQUIRED;
  if (nom.trim().length > LABEL_MAX) return PAGE_LABEL_TOO_LONG;
  if (!hasAcceptedExtension(fileName)) return FILE_TYPE_REFUSED;
  return nameTaken(nom, existingNames) ? taken : null;
}

/** §5: why a new page cannot be created, or null. */
export const newPageIssue = (nom: string, fileName: string | null, existingNames: readonly string[]) =>
  newDocumentIssue(nom, fileName, existingNames, PAGE_LABEL_TAKEN);

/** A page of a DUER as the order sees it. */
export interface PlacedPage {
  id: string;
  ordre: number;
  estAvantRisques: boolean;
}

/** A row of the screen: a page, or the risk list's marker. */
export type PageRow<T extends PlacedPage> =
  { marker: true; id: typeof RISK_LIST_ID } | (T & { marker?: false });

const byOrdre = <T extends PlacedPage>(pages: readonly T[]): T[] =>
  [...pages].sort((a, b) => a.ordre - b.ordre || Number(a.id) - Number(b.id));

/** §4: the pages before the risk list first, then the marker, then the pages after it, each group in order. */
export function pageRows<T extends PlacedPage>(pages: readonly T[]): PageRow<T>[] {
  const sorted = byOrdre(pages);
  return [
    ...sorted.filter((p) => p.estAvantRisques),
    { marker: true, id: RISK_LIST_ID },
    ...sorted.filter((p) => !p.estAvantRisques),
  ];
}

/**
 * §4: the pages once `id` moved one row up (-1) or down (+1). Crossing the marker toggles the page's
 * estAvantRisques instead of exchanging places with a page; the orders are then the pages' places, from 1.
 */
export function movedPage<T extends PlacedPage>(pages: readonly T[], id: string, direction: -1 | 1): T[] {
  const rows = pageRows(pages);
  const at = rows.findIndex((row) => !row.marker && row.id === id);
  const other = at + direction;
  if (at === -1 || other < 0 || other >= rows.length) return byOrdre(pages);
  const swappedRows = [...rows];
  [swappedRows[at], swappedRows[other]] = [rows[other]!, rows[at]!];
  const markerAt = swappedRows.findIndex((row) => row.marker);
  return swappedRows
    .map((row, n) => ({ row, before: n < markerAt }))
    .filter((entry): entry is { row: T & { marker?: false }; before: boolean } => !entry.row.marker)
    .map(({ row, before }, n) => ({ ...row, ordre: n + 1, estAvantRisques: before }));
}

/** What a save sends: each kept page whose order or place around the risk list differs from the loaded one. */
export function changedPages<T extends PlacedPage>(pages: readonly T[], loaded: readonly PlacedPage[]): T[] {
  const before = new Map(loaded.map((p) => [p.id, p]));
  return pages.filter((p) => {
    const was = before.get(p.id);
    return !was || was.ordre !== p.ordre || was.estAvantRisques !== p.estAvantRisques;
  });
}

/** §9: a new page's order, the highest plus one, or 1 for the first. */
export const nextOrder = (orders: readonly number[]): number =>
  orders.length === 0 ? 1 : Math.max(...orders) + 1;

/** §2, §4, §6: what the viewer may do with a page of a DUER. */
export interface PageActions {
  move: boolean;
  file: boolean;
  replace: boolean;
  delete: boolean;
  edit: boolean;
}

export function pageActions(
  idBasePage: string,
  duer: { estFini: boolean; droitModifs: boolean; droitCreation: boolean },
): PageActions {
  const special = specialPageOf(idBasePage) !== null;
  const open = !duer.estFini;
  return {
    move: open && duer.droitModifs,
    file: !special,
    replace: !special && open && duer.droitCreation,
    delete: !special && open && duer.droitCreation,
    edit: special && duer.droitModifs,
  };
}
