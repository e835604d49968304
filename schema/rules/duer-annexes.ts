/**
 * Spec 002 §2 (Annexes), §4 (Annexes), §5, §6 and §8: the documents attached to a DUER or to one of its modules,
 * their numbers, who may add, create, move, replace and delete them, and the screen's texts. The file rules
 * (.doc, .docx, .pdf; label and file required) are the pages' (duer-pages.ts).
 */
import { newDocumentIssue } from './duer-pages.ts';

export const ANNEXE_LABEL_TAKEN = 'Une annexe avec le même libellé existe déjà';

/** §2: the empty texts, of a module's annexes and of the DUER's. */
export const ANNEXES_EMPTY = 'Aucun document trouvé :-(';
export const DUER_ANNEXES_EMPTY = "Aucune annexe n'est associée au DUER :-(";
/** §8: what an annexe's download says when the legacy answers it with plain text, having no file. */
export const NO_ANNEXE_FILE = "Aucun document n'est associé à cette annexe";
export const ANNEXE_FAILURES = {
  save: "Une erreur est survenue lors de l'enregistrement des modifications.",
  create: "Une erreur est survenue lors de la création de l'annexe.",
} as const;

/** §5: why a new annexe cannot be created, or null. */
export const newAnnexeIssue = (nom: string, fileName: string | null, existingNames: readonly string[]) =>
  newDocumentIssue(nom, fileName, existingNames, ANNEXE_LABEL_TAKEN);

/** An annexe as its order sees it: its base annexe's number. */
export interface NumberedAnnexe {
  id: string;
  numAnnexe: number;
}

/** §2: the annexes in their numbers' order. */
export const sortedAnnexes = <T extends NumberedAnnexe>(annexes: readonly T[]): T[] =>
  [...annexes].sort((a, b) => a.numAnnexe - b.numAnnexe || Number(a.id) - Number(b.id));

/**
 * §4: the annexes once `id` moved one place up (-1) or down (+1), in order; the numbers are then the places,
 * from 1, so that two annexes of the same number still move.
 */
export function movedAnnexe<T extends NumberedAnnexe>(
  annexes: readonly T[],
  id: string,
  direction: -1 | 1,
): T[] {
  const sorted = sortedAnnexes(annexes);
  const at = sorted.findIndex((a) => a.id === id);
  const other = at + direction;
  if (at === -1 || other < 0 || other >= sorted.length) return sorted;
  [sorted[at], sorted[other]] = [sorted[other]!, sorted[at]!];
  return sorted.map((a, n) => ({ ...a, numAnnexe: n + 1 }));
}

/** §4: what a save sends, each annexe whose number differs from the loaded one. */
export function renumberedAnnexes<T extends NumberedAnnexe>(
  annexes: readonly T[],
  loaded: readonly NumberedAnnexe[],
): T[] {
  const before = new Map(loaded.map((a) => [a.id, a.numAnnexe]));
  return annexes.filter((a) => before.get(a.id) !== a.numAnnexe);
}

/** What the viewer may do with an annexe (§2, §4, §6). */
export interface AnnexeActions {
  move: boolean;
  replace: boolean;
  delete: boolean;
}

/**
 * §2, §6: deleting needs the creation right on an unfinished DUER; moving and replacing change the annexe in
 * every DUER, so only an adviser does it, on an unfinished DUER.
 */
export function annexeActions(duer: {
  estFini: boolean;
  droitCreation: boolean;
  collaborateur: boolean;
}): AnnexeActions {
  const open = !duer.estFini;
  return {
    move: open && duer.collaborateur,
    replace: open && duer.collaborateur,
    delete: open && duer.droitCreation,
  };
}

/** §6: adding needs the creation right; only an adviser creates an annexe from scratch. */
export const annexeAdding = (duer: { droitCreation: boolean; collaborateur: boolean }) => ({
  add: duer.droitCreation,
  create: duer.droitCreation && duer.collaborateur,
});
