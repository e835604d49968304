/**
 * Spec 002 §2 (Audit préalable), §3 (Audit question row), §4 (Audit), §5, §8 and §9: the prior audit's questions,
 * their answers, order and limits, printed as the DUER's special page 10.
 */
import { fieldTooLong } from './duer-general-info.ts';

/** §9: the base type of the audit's categories. */
export const AUDIT_BASE_TYPE = '99';
/** §5. */
export const AUDIT_NAME_MAX = 256;
export const AUDIT_REMARK_MAX = 2042;

export const AUDIT_ADD_TITLE = 'Que voulez-vous ajouter ?';
export const DELETE_QUESTION_QUESTION = 'Êtes-vous sur de vouloir supprimer cette question ?';
export const AUDIT_EMPTY = 'Aucun document trouvé';
export const NEW_QUESTION = 'Nouvelle question';
/** §8. */
export const AUDIT_ORDER_FAILED = "Une erreur est survenue lors de la sauvegarde de l'ordre des questions.";
export const AUDIT_DELETE_FAILED = 'Une erreur est survenue lors de la suppression de la question.';
export const AUDIT_SAVE_FAILED = "Une erreur est survenue lors de la sauvegarde de l'audit.";
export const AUDIT_ADD_QUESTION_FAILED = "Une erreur est survenue lors de l'ajout de la question.";
export const AUDIT_ADD_CATEGORY_FAILED = "Une erreur est survenue lors de l'ajout de la catégorie.";
/** Ours: §5 says a question is added only once a category is chosen, not in which words. */
export const CATEGORY_REQUIRED = 'Une catégorie doit être sélectionnée';
export const CATEGORY_NAME_REQUIRED = 'Le nom de la catégorie doit être renseigné';

export interface AuditAnswer {
  id: string;
  ordre: number;
  reponse: boolean;
  nonApplicable: boolean;
  remarque: string;
}

/** §4: the answer flipped, unless the question is not applicable (the toggle is then disabled). */
export const toggledReponse = <Q extends AuditAnswer>(q: Q): Q =>
  q.nonApplicable ? q : { ...q, reponse: !q.reponse };

/** §4: ticking 'Non applicable' while the answer is Oui first flips it to Non. */
export const withNonApplicable = <Q extends AuditAnswer>(q: Q, nonApplicable: boolean): Q => ({
  ...q,
  nonApplicable,
  reponse: nonApplicable ? false : q.reponse,
});

/** §4: a category's questions numbered 1..n in their present order (after a deletion). */
export const renumbered = <Q extends AuditAnswer>(questions: readonly Q[]): Q[] =>
  [...questions].sort((a, b) => a.ordre - b.ordre).map((q, index) => ({ ...q, ordre: index + 1 }));

/** §4: a question swapped with its neighbour in its category (up -1, down +1); the list kept at either end. */
export function moved<Q extends AuditAnswer>(questions: readonly Q[], id: string, step: -1 | 1): Q[] {
  const sorted = [...questions].sort((a, b) => a.ordre - b.ordre);
  const index = sorted.findIndex((q) => q.id === id);
  const other = sorted[index + step];
  const self = sorted[index];
  if (!self || !other) return sorted;
  return sorted
    .map((q) =>
      q.id === self.id ? { ...q, ordre: other.ordre } : q.id === other.id ? { ...q, ordre: self.ordre } : q,
    )
    .sort((a, b) => a.ordre - b.ordre);
}

/** §5: an empty new question's text is a single space. */
export const newQuestionText = (nom: string): string => (nom.trim() === '' ? ' ' : nom);

/** §5: a category or question name at most 256 characters; null if fine. */
export const auditNameIssue = (nom: string, label: string): string | null =>
  [...nom].length > AUDIT_NAME_MAX ? fieldTooLong(label, AUDIT_NAME_MAX) : null;

/** §5: each remark at most 2042 characters; the first refusal, null if none. */
export const remarkIssue = (answers: readonly AuditAnswer[]): string | null =>
  answers.some((q) => [...q.remarque].length > AUDIT_REMARK_MAX)
    ? fieldTooLong('Remarque', AUDIT_REMARK_MAX)
    : null;
