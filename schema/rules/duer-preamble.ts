/**
 * Spec 002 §2 (Préambule), §3 (Preamble), §4 (Preamble), §5, §8 and §9: a DUER's preamble, printed as its special
 * page 4: three descriptive texts and titled categories, their limits, messages and autosave interval.
 */
import { fieldTooLong, type FieldIssue } from './duer-general-info.ts';

/** §5: a category's title. */
export const PREAMBLE_TITLE_MAX = 255;
/** §5: each descriptive text and each category's content. */
export const PREAMBLE_CONTENT_MAX = 65535;
/** §9: the autosave's interval (5 minutes). */
export const PREAMBLE_AUTOSAVE_MS = 300_000;

/** §2: the three descriptive texts, with the labels the screen shows (ours: the spec names only the fields). */
export const PREAMBLE_TEXTS = [
  ['descriptifExploitation', "Descriptif de l'exploitation"],
  ['ressourcesHumaines', 'Ressources humaines'],
  ['prestationsServices', 'Prestations de services'],
] as const;
export type PreambleText = (typeof PREAMBLE_TEXTS)[number][0];

export const AUTOSAVE_TOAST = 'Sauvegarde automatique';
export const DELETE_CATEGORY_QUESTION = 'Voulez-vous vraiment supprimer cette catégorie ?';
export const ADD_CATEGORY_TITLE = "Création d'une catégorie";
/** §5: the two title messages. */
export const TITLE_EMPTY_ON_EDIT = 'Le titre ne doit pas être vide';
export const TITLE_EMPTY_ON_ADD = 'Le titre doit être renseigné';
/** §8. */
export const PREAMBLE_FETCH_FAILED = 'Une erreur est survenue lors de la récupération des catégories.';
export const PREAMBLE_SAVE_FAILED = 'Une erreur est survenue lors de la sauvegarde du préambule.';
export const CATEGORY_RENAME_FAILED = 'Une erreur est survenue lors de la modification de la catégorie.';
export const CATEGORY_DELETE_FAILED = 'Une erreur est survenue lors de la suppression de la catégorie.';
/** §8 gives the audit's text for a failed addition; the preamble's says the same. */
export const CATEGORY_ADD_FAILED = "Une erreur est survenue lors de l'ajout de la catégorie.";

/** What a preamble save sends: the three texts and each category's content by id. */
export interface PreambleValues {
  descriptifExploitation: string;
  ressourcesHumaines: string;
  prestationsServices: string;
  categories: readonly { id: string; contenu: string }[];
}

/** §5: a category title, empty (the message differs between an edit and an addition) or too long; null if fine. */
export function titleIssue(titre: string, when: 'edit' | 'add'): string | null {
  if (titre.trim() === '') return when === 'edit' ? TITLE_EMPTY_ON_EDIT : TITLE_EMPTY_ON_ADD;
  if ([...titre].length > PREAMBLE_TITLE_MAX) return fieldTooLong('Titre', PREAMBLE_TITLE_MAX);
  return null;
}

/** §5: each text and each category's content at most 65535 characters; a category's issue names it by id. */
export function preambleIssues(
  values: PreambleValues,
  titres: Readonly<Record<string, string>> = {},
): FieldIssue[] {
  const tooLong = (text: string) => [...text].length > PREAMBLE_CONTENT_MAX;
  return [
    ...PREAMBLE_TEXTS.filter(([field]) => tooLong(values[field])).map(([field, label]) => ({
      field,
      message: fieldTooLong(label, PREAMBLE_CONTENT_MAX),
    })),
    ...values.categories
      .filter((c) => tooLong(c.contenu))
      .map((c) => ({
        field: `categories.${c.id}`,
        message: fieldTooLong(titres[c.id] ?? 'Contenu', PREAMBLE_CONTENT_MAX),
      })),
  ];
}

/** §5: an empty descriptive text is saved as a single space (the legacy keeps no empty text). */
export const preambleToSave = (values: PreambleValues): PreambleValues => ({
  ...values,
  ...Object.fromEntries(PREAMBLE_TEXTS.map(([field]) => [field, values[field] === '' ? ' ' : values[field]])),
});

/** §4: the screen's values differ from the stored ones (a text, or the content of a category still stored). */
export function preambleDirty(stored: PreambleValues, edited: PreambleValues): boolean {
  if (PREAMBLE_TEXTS.some(([field]) => stored[field] !== edited[field])) return true;
  const typed = new Map(edited.categories.map((c) => [c.id, c.contenu]));
  return stored.categories.some((c) => typed.has(c.id) && typed.get(c.id) !== c.contenu);
}

/** §5's single space read back: the screen shows an empty text. */
export const textFromStored = (text: string): string => (text === ' ' ? '' : text);
