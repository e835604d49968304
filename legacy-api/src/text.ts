/** Lowercase without accents: the form the staff search compares (stored by the seed, applied to the term). */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
