/**
 * Spec 002 §2 and §6 (Module screen): what the floating '+' offers. Its dialog has three choices: an operation,
 * a risk (only when the module holds an operation to put it in), an operation with a risk. An operation is an
 * empty one or an unused base operation (when one is left); a risk is a new one or one its operation's base
 * proposes and it does not hold yet.
 */

export const ADD_CHOICES = {
  groupe: 'Ajouter une opération',
  risque: 'Ajouter un risque',
  groupeEtRisque: 'Ajouter une opération et un risque',
} as const;
export type AddChoice = keyof typeof ADD_CHOICES;

export const GROUPE_CHOICES = {
  vide: 'Créer une opération vide',
  base: 'Ajouter une opération existante',
  autreDuer: "Copier une opération d'un autre DUER",
} as const;
export type GroupeChoice = keyof typeof GROUPE_CHOICES;

export const RISQUE_CHOICES = {
  nouveau: 'Créer un nouveau risque',
  base: 'Ajouter un risque existant',
} as const;
export type RisqueChoice = keyof typeof RISQUE_CHOICES;

/** The '+' dialog's choices: none without droitCreation; a risk only when an operation exists. */
export function addChoices(droitCreation: boolean, groupes: number): AddChoice[] {
  if (!droitCreation) return [];
  return groupes > 0 ? ['groupe', 'risque', 'groupeEtRisque'] : ['groupe', 'groupeEtRisque'];
}

/**
 * An operation's choices: always an empty one; a base operation when one is left unused; another DUER's operation
 * when some are offered (advisers only, §6: the gateway offers none to an adherent).
 */
export const groupeChoices = (unusedBase: number, others = 0): GroupeChoice[] => [
  'vide',
  ...(unusedBase > 0 ? (['base'] as const) : []),
  ...(others > 0 ? (['autreDuer'] as const) : []),
];

/** A risk's choices: always a new one; a proposed risk when the chosen operation does not hold all of them. */
export const risqueChoices = (unusedBase: number): RisqueChoice[] =>
  unusedBase > 0 ? ['nouveau', 'base'] : ['nouveau'];
