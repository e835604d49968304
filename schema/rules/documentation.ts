import { holdsAll } from './modules.ts';

// Spec 001 §8.
export const DOCUMENTATIONS_LOAD_FAILED = 'Une erreur est survenue lors du chargement des documentations';

/** Spec 001 §2: categories nest up to three levels below an entry (/documentations/:categorie/:categorie2?/:categorie3?). */
export const DOCUMENTATION_LEVELS = 3;

/** Spec 000 §2.4: the documentation area needs the file's non_cder_particulier and dossier_cder. */
export const opensDocumentation = (permissions: readonly string[]): boolean =>
  holdsAll(permissions, 'non_cder_particulier', 'dossier_cder');

interface Entry<T> {
  code: string;
  codeGed: string | null;
  url: string | null;
  categories: readonly T[];
}

/** What a card of the area opens: its categories, its document library, or an address. */
export type EntryKind = 'categories' | 'library' | 'link';

export function entryKindOf(entry: Entry<unknown>): EntryKind {
  if (entry.categories.length > 0) return 'categories';
  if (entry.codeGed) return 'library';
  return 'link';
}

/** The entry the codes of an address name, from the top down (null when one is missing or too deep). */
export function entryAt<T extends Entry<T>>(tree: readonly T[], codes: readonly string[]): T | null {
  if (codes.length === 0 || codes.length > DOCUMENTATION_LEVELS) return null;
  let level: readonly T[] = tree;
  let found: T | null = null;
  for (const code of codes) {
    found = level.find((entry) => entry.code === code) ?? null;
    if (!found) return null;
    level = found.categories;
  }
  return found;
}

/** The entry that opens a library, wherever it stands in the tree. */
export function libraryEntry<T extends Entry<T>>(tree: readonly T[], codeGed: string): T | null {
  for (const entry of tree) {
    if (entry.codeGed === codeGed) return entry;
    const below = libraryEntry(entry.categories, codeGed);
    if (below) return below;
  }
  return null;
}
