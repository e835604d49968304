import { holdsAll } from './modules.ts';

// Spec 001 §5 and §8, crop rotation (assolement): the French texts to the letter.
export const CULTURE_REQUIRED = 'Vous devez sélectionner une culture';
export const SURFACE_REQUIRED = 'Vous devez renseigner une surface';
export const RENDEMENT_INVALID = "Le rendement renseigné n'est pas correct";
// The spec bounds the surface (1 to 999999 ha, step 0.1) without a message of its own.
export const SURFACE_INVALID = 'La surface doit être comprise entre 1 et 999999 ha, au dixième près';
export const MISSING_PARAMETER = 'Paramètre manquant';
export const DELETE_FAILED = 'Un problème est survenue pendant la suppression';
export const UPDATE_FAILED = 'Un problème est survenue pendant la mise à jour de la culture';
export const ADD_FAILED = "Un problème est survenue pendant l'ajout de la culture";
export const DOSSIER_LOAD_FAILED = 'La chargement du dossier a échoué';
export const LINE_ID_MISSING = "Impossible de récupérer l'identifiant de l'assolement culture";
export const FILE_READ_FAILED = 'Erreur lors du téléchargement du fichier';
export const TELEPAC_CULTURES_FAILED = 'Impossible de récupérer les cultures du fichier Telepac';
// The spec names an import-previous-year error without its text.
export const PREVIOUS_YEAR_FAILED = "Un problème est survenu pendant l'import de l'année précédente";
export const PREVIOUS_YEAR_EMPTY = "L'année précédente ne contient aucune culture à importer";
export const DEFINITIVE_YEAR =
  "L'assolement de cette année a été validé par l'association : il n'est plus modifiable.";
export const CULTURE_ALREADY_USED = 'Cette culture est déjà déclarée pour cette année';
export const UNKNOWN_CULTURE = "Cette culture n'existe pas";

// Oui/Non confirmations (§8): before deleting a crop, importing (which overwrites) and emptying the year.
export const CONFIRM_DELETE = 'Voulez-vous vraiment supprimer cette culture ?';
export const CONFIRM_IMPORT =
  "L'import remplace toutes les cultures déclarées pour cette année. Voulez-vous continuer ?";
export const CONFIRM_EMPTY = 'Voulez-vous vraiment vider toutes les cultures de cette année ?';

/** Spec 001 §9: surface bounds in hectares, step 0.1; the yield's floor. */
export const SURFACE_MIN = 1;
export const SURFACE_MAX = 999999;
export const RENDEMENT_MIN = -1000;

/** Spec 001 §6: the crop rotation and the yield map need tool_echanges. */
export const opensCropRotation = (permissions: readonly string[]): boolean =>
  holdsAll(permissions, 'tool_echanges');

/** Spec 001 §9: the year selector offers the current year −3 to +1, oldest first. */
export function assolementYears(currentYear: number): number[] {
  return [-3, -2, -1, 0, 1].map((shift) => currentYear + shift);
}

/** The culture of a crop line as the legacy describes it (spec 001 §3). */
export interface CultureInfo {
  idtCultureTypeTRAME: number;
  intitule: string;
  rendementMax: number | null;
  estIntituleModifiable: boolean;
}

/** Spec 001 §5: numeric inputs accept digits and a dot only (an empty text is an empty field). */
export const isDecimalText = (text: string): boolean => /^\d*\.?\d*$/.test(text);

/** The number a decimal text holds, null when empty or not digits and a dot only. */
export function decimalOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '.' || !isDecimalText(trimmed)) return null;
  return Number(trimmed);
}

/** Whether a value has at most one decimal (step 0.1), without floating-point noise. */
const onTenths = (value: number): boolean => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;

/** A crop line as the form sends it. */
export interface CropLineChange {
  culture: number | null;
  surface: number | null;
  rendement: number | null;
}

export interface CropLineIssue {
  field: keyof CropLineChange;
  message: string;
}

/**
 * The §5 rules of the crop form: a culture, a surface of 1 to 999999 ha in tenths, a yield (optional) of at least
 * −1000 and not above the culture's rendementMax. Every issue is listed, one per field.
 */
export function cropLineIssues(change: CropLineChange, culture: CultureInfo | null): CropLineIssue[] {
  const issues: CropLineIssue[] = [];
  if (change.culture === null) issues.push({ field: 'culture', message: CULTURE_REQUIRED });
  else if (culture === null) issues.push({ field: 'culture', message: UNKNOWN_CULTURE });
  if (change.surface === null || !Number.isFinite(change.surface))
    issues.push({ field: 'surface', message: SURFACE_REQUIRED });
  else if (change.surface < SURFACE_MIN || change.surface > SURFACE_MAX || !onTenths(change.surface))
    issues.push({ field: 'surface', message: SURFACE_INVALID });
  const { rendement } = change;
  if (rendement !== null) {
    const max = culture?.rendementMax ?? null;
    if (!Number.isFinite(rendement) || rendement < RENDEMENT_MIN || (max !== null && rendement > max))
      issues.push({ field: 'rendement', message: RENDEMENT_INVALID });
  }
  return issues;
}

/**
 * Spec 001 §5: the cultures the form offers, by a case-insensitive substring of their intitule, without those
 * already declared for the year (except the line's own when it is edited).
 */
export function offeredCultures<C extends CultureInfo>(
  all: readonly C[],
  used: readonly number[],
  search: string,
  own: number | null = null,
): C[] {
  const needle = search.trim().toLocaleLowerCase('fr');
  return all.filter(
    (c) =>
      (c.idtCultureTypeTRAME === own || !used.includes(c.idtCultureTypeTRAME)) &&
      c.intitule.toLocaleLowerCase('fr').includes(needle),
  );
}

/** Spec 001 §4: a year is read-only once its first line is flagged definitive (estAssolementDefinitif = 1). */
export const isDefinitive = (lines: readonly { estAssolementDefinitif: number | null }[]): boolean =>
  lines[0]?.estAssolementDefinitif === 1;

/** The year's total surface in hectares, summed in hundredths of ares so that tenths add up exactly. */
export function totalSurface(lines: readonly { surface: number }[]): number {
  return lines.reduce((sum, line) => sum + Math.round(line.surface * 10000), 0) / 10000;
}
