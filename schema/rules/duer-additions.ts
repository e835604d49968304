/**
 * Spec 002 §2 (Category and Module screens), §6: what advisers copy from other DUERs. The copy list has a text
 * filter, a year filter ('Toutes' = all) and shows each element as "dossier code - year | name". A unit adds a new
 * module, a base module it does not use, or (advisers) another DUER's module.
 */

/** A module or an operation another DUER holds. */
export interface OtherDuerElement {
  id: string;
  nom: string;
  codeDossier: string;
  annee: number;
}

/** The year filter's choice that keeps every year. */
export const ALL_YEARS = 'Toutes';

/** §2: the list's line, "dossier code - year | name". */
export const otherLabel = (e: OtherDuerElement): string => `${e.codeDossier} - ${e.annee} | ${e.nom}`;

/** The year filter's years, latest first, each once. */
export const otherYears = (items: readonly OtherDuerElement[]): number[] =>
  [...new Set(items.map((e) => e.annee))].sort((a, b) => b - a);

/** Lower case without accents, so that 'ecurie' finds 'Écurie'. */
const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The elements whose line holds the text (case and accents aside) and of the year chosen (ALL_YEARS: any). */
export function filteredOthers<T extends OtherDuerElement>(
  items: readonly T[],
  text: string,
  year: string,
): T[] {
  const wanted = folded(text.trim());
  return items.filter(
    (e) => (year === ALL_YEARS || String(e.annee) === year) && folded(otherLabel(e)).includes(wanted),
  );
}

export const MODULE_CHOICES = {
  nouveau: 'Créer un module',
  base: 'Ajouter un module existant',
  autreDuer: "Ajouter un module d'un autre DUER",
} as const;
export type ModuleChoice = keyof typeof MODULE_CHOICES;

/** A unit's module choices: always a new one; a base module when one is unused; another DUER's when offered. */
export function moduleChoices(unusedBase: number, others: number): ModuleChoice[] {
  const choices: ModuleChoice[] = ['nouveau'];
  if (unusedBase > 0) choices.push('base');
  if (others > 0) choices.push('autreDuer');
  return choices;
}
