/**
 * Spec 002 §2 (Informations générales, Page de garde), §3 (General information, Cover page), §4 (Cover page),
 * §5 and §8: the two forms a DUER's special pages 3 and 1 are printed from, their groups, limits and messages.
 */

/** §5: every general information field, numeric ones included. */
export const GENERAL_INFO_MAX = 128;
/** §5: the cover page's Rédacteur (ingenieurConseil). */
export const REDACTEUR_MAX = 128;

export const GENERAL_INFO_GROUPS = [
  {
    titre: 'Informations générales',
    champs: [
      ['natureActivite', "Nature de l'activité"],
      ['nombreSalaries', 'Nombre de salariés'],
    ],
  },
  {
    titre: 'Organisation des secours',
    champs: [
      ['trousseDeSecours', 'Trousse de secours'],
      ['responsableTrousseDeSecours', 'Responsable de la trousse de secours'],
      ['presenceDeSecouriste', 'Présence de secouriste'],
      ['referentSecurite', 'Référent sécurité'],
    ],
  },
  {
    titre: 'Accident de travail / maladie professionnelle',
    // The spec's reading hides the group's first field name ({hash}); ours: the firm's AT/MP contribution rate.
    champs: [
      ['tauxCotisationAtMp', 'Taux de cotisation AT/MP'],
      ['nombreAccidents', "Nombre d'accidents"],
      ['nombreMaladiesProfessionnelles', 'Nombre de maladies professionnelles'],
    ],
  },
] as const;

type Champ = readonly [name: string, label: string];
export type GeneralInfoField = (typeof GENERAL_INFO_GROUPS)[number]['champs'][number][0];
const GENERAL_INFO_CHAMPS: readonly Champ[] = GENERAL_INFO_GROUPS.flatMap((g): readonly Champ[] => g.champs);
export const GENERAL_INFO_FIELDS = GENERAL_INFO_CHAMPS.map(([name]) => name) as readonly GeneralInfoField[];
export type GeneralInfo = Record<GeneralInfoField, string>;

export const COVER_PAGE_FIELDS = [
  ['champ1', 'Ligne 1'],
  ['champ2', 'Ligne 2'],
  ['champ3', 'Ligne 3'],
  ['champ4', 'Ligne 4'],
  ['ingenieurConseil', 'Rédacteur'],
  ['dateMiseAJour', 'Date de mise à jour'],
] as const;
export type CoverPageField = (typeof COVER_PAGE_FIELDS)[number][0];
export type CoverPage = Record<CoverPageField, string>;

export const MANAGERS_TITLE = 'Gérants du dossier';

/** §8: the general information's fetch and save failure (the spec's text, shared with the preamble). */
export const GENERAL_INFO_FAILED = 'Une erreur est survenue lors de la récupération des catégories.';
/** §8: the cover page's fetch and save failure. */
export const COVER_PAGE_FAILED = 'Une erreur est survenue lors de la récupération de la page de garde.';
/** Ours: the spec gives the limits, not the refusal's text. */
export const fieldTooLong = (label: string, max: number): string =>
  `« ${label} » ne doit pas dépasser ${max} caractères.`;

export interface FieldIssue {
  field: string;
  message: string;
}

const issuesOf = (
  values: Readonly<Record<string, string>>,
  fields: readonly Champ[],
  max: (field: string) => number | null,
): FieldIssue[] =>
  fields.flatMap(([field, label]) => {
    const limit = max(field);
    return limit !== null && [...(values[field] ?? '')].length > limit
      ? [{ field, message: fieldTooLong(label, limit) }]
      : [];
  });

/** §5: each general information field at most 128 characters. */
export const generalInfoIssues = (values: Readonly<Record<string, string>>): FieldIssue[] =>
  issuesOf(values, GENERAL_INFO_CHAMPS, () => GENERAL_INFO_MAX);

/** §5: the Rédacteur at most 128 characters (the spec sets no limit on the other lines). */
export const coverPageIssues = (values: Readonly<Record<string, string>>): FieldIssue[] =>
  issuesOf(values, COVER_PAGE_FIELDS, (field) => (field === 'ingenieurConseil' ? REDACTEUR_MAX : null));

/**
 * §4 (Cover page): a page with no Rédacteur takes the file's default adviser; the screen then holds it as a change
 * (unsaved) until saved. Otherwise the page is as stored.
 */
export function prefilledCoverPage(page: CoverPage, defaultAdviser: string | null): CoverPage {
  if (page.ingenieurConseil.trim() !== '' || !defaultAdviser?.trim()) return page;
  return { ...page, ingenieurConseil: defaultAdviser };
}
