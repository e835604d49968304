/**
 * Spec 002 §4, §5, §6, §9: the DUER's rights, creation rules, limits and messages, shared by the emulator (which
 * refuses), the gateway (which re-checks before any legacy call and exposes the decisions as fields) and the web.
 */

/** §3: the legacy's activity types and their base type codes. */
export const BASE_TYPES = { AGRI: 1, VITI: 2, ACS: 3, AGRIVITI: 4 } as const;
export type TypeActivite = keyof typeof BASE_TYPES;
export const baseTypeOf = (typeActivite: TypeActivite): number => BASE_TYPES[typeActivite];

/** §2, §9: the DUER tiles' palette, one colour per year modulo 10. */
export const DUER_PALETTE = [
  '#1f6f8b',
  '#99a33e',
  '#c0392b',
  '#8e44ad',
  '#d35400',
  '#16a085',
  '#2c3e50',
  '#b7950b',
  '#7f8c8d',
  '#27ae60',
] as const;

export const tileColour = (annee: number): string =>
  DUER_PALETTE[((annee % 10) + 10) % 10] ?? DUER_PALETTE[0];

/** §2: a work-unit tile's text size, 0.6em up to 8 characters, 0.4em from 15, linear in between. */
export function categoryTextSize(nom: string): string {
  const n = nom.length;
  const size = n <= 8 ? 0.6 : n >= 15 ? 0.4 : 0.6 - ((n - 8) * 0.2) / 7;
  return `${Math.round(size * 1000) / 1000}em`;
}

/** §2: the DUER home's fixed tiles: Pages (-1) and Annexes (-2, order 9999). */
export const PAGES_TILE_ID = -1;
export const ANNEXES_TILE_ID = -2;
export const ANNEXES_TILE_ORDER = 9999;

/** §5 text limits. */
export const LABEL_MAX = 128;
export const REMARK_MAX = 2048;
export const REMARK_TOO_LONG = `La remarque ne doit pas dépasser ${REMARK_MAX} caractères.`;
export const MEASURE_MAX = 2042;
export const PICTO_DESCRIPTION_MAX = 255;

/** §5, §9: the years a DUER may be created for. */
export const FIRST_DUER_YEAR = 2000;
export const lastDuerYear = (currentYear: number): number => currentYear + 10;

export const YEAR_INVALID = "L'année de création est invalide.";
export const YEAR_TAKEN = "Un DUER existe déjà pour l'année de création indiquée";
export const SOURCE_REQUIRED = "Aucun DUER n'a été sélectionné pour la copie";
export const CATEGORY_NAME_TAKEN =
  "Une unité de travail avec le même nom existe déjà (utiliser l'option « Ajouter une unité de travail existante »)";
export const MODULE_NAME_TAKEN =
  "Un module avec le même nom existe déjà (utiliser l'option « Ajouter un module existant »)";
export const NO_CATEGORY_CHOSEN = "Aucune unité de travail n'a été sélectionnée";
export const NO_MODULE_CHOSEN = "Aucun module n'a été sélectionné";
export const GROUP_NAME_TAKEN = 'Un groupe avec le même nom existe déjà';
export const GROUP_AND_RISK_REQUIRED =
  'Le libellé du groupe et le libellé du risque doivent être renseignés.';
export const NO_OPERATION_CHOSEN = "Aucune opération n'a été sélectionnée";
export const RISKS_INCOMPLETE = "Tous les risques n'ont pas été complétés";
export const LABEL_REQUIRED = 'Le libellé doit être renseigné.';
export const LABEL_TOO_LONG = `Le libellé ne doit pas dépasser ${LABEL_MAX} caractères.`;
/** Ours: the spec names the right but not the refusal's text. */
// §2 and §4 (Unsaved flag): every DUER screen holding unsaved changes says so, and asks before it is left.
export const UNSAVED = "Des modifications n'ont pas été enregistrées";
export const LEAVE_QUESTION = 'Voulez-vous quitter la page sans enregistrer les modifications ?';
export const NOT_ALLOWED = "Vous n'avez pas le droit de faire cette modification.";
export const CATEGORY_LIMIT = "Le nombre maximal d'unités de travail est atteint.";

/** §8: every flash error starts with this. */
const failure = (what: string): string => `Une erreur est survenue lors de ${what}.`;
export const DUER_FAILURES = {
  createCategory: failure("la création de l'unité de travail"),
  copyCategory: failure("la copie de l'unité de travail"),
  deleteCategory: failure("la suppression de l'unité de travail"),
  updateCategory: failure("la modification de l'unité de travail"),
  createModule: failure('la création du module'),
  copyModule: failure('la copie du module'),
  deleteModule: failure('la suppression du module'),
  updateModule: failure('la modification du module'),
  createOperation: failure("la création de l'opération"),
  addOperation: failure("l'ajout de l'opération"),
  copyOperation: failure("la copie de l'opération"),
  deleteOperation: failure("la suppression de l'opération"),
  updateGroup: failure('la modification du groupe'),
  createOperationAndRisk: failure("la création de l'opération et du risque"),
  createRisk: failure('la création du risque'),
  deleteRisk: failure('la suppression du risque'),
  updateRisk: failure('la modification du risque'),
  pictos: failure('la mise à jour des pictogrammes'),
  save: failure("l'enregistrement des modifications"),
} as const;

/** Who looks at a DUER: staff (a collaborator and their functions) or an adherent. */
export interface DuerViewer {
  collaborateur: boolean;
  functions: readonly string[];
}

const isCe = (viewer: DuerViewer): boolean => viewer.collaborateur && viewer.functions.includes('CE');

/** §6: the file's DUER years, and the one looked at. */
export interface DuerSituation {
  estFini: boolean;
  /** Whether this DUER is the file's oldest: the adherent right holds on every other one. */
  estLePlusAncien: boolean;
}

export interface DuerRights {
  droitModifs: boolean;
  droitCreation: boolean;
}

/**
 * §6: droitModifs is (not finished, or staff) and (staff, or the adherent right); droitCreation is (an adherent on
 * an unfinished DUER, or staff with CE) and the same adherent-right condition. The adherent right holds when the
 * DUER is not the file's oldest.
 */
export function duerRights(viewer: DuerViewer, duer: DuerSituation): DuerRights {
  const staff = viewer.collaborateur;
  const adherentRight = staff || !duer.estLePlusAncien;
  return {
    droitModifs: (!duer.estFini || staff) && adherentRight,
    droitCreation: ((!staff && !duer.estFini) || isCe(viewer)) && adherentRight,
  };
}

/** §6: whether the "+" tile shows: staff need CE; an adherent only when some DUER exists but none this year. */
export function canCreateDuer(viewer: DuerViewer, years: readonly number[], currentYear: number): boolean {
  if (viewer.collaborateur) return isCe(viewer);
  return years.length > 0 && !years.includes(currentYear);
}

export const CREATION_MODES = ['modele', 'copie', 'vide', 'autreDossier'] as const;
export type DuerCreationMode = (typeof CREATION_MODES)[number];

/**
 * §2: the creation options: the default model (not for ACS), a copy of an earlier year of the file (when one
 * exists), and for staff an empty DUER and a copy of another file's DUER.
 */
export function creationModes(
  viewer: DuerViewer,
  typeActivite: TypeActivite,
  years: readonly number[],
): DuerCreationMode[] {
  const modes: DuerCreationMode[] = [];
  if (typeActivite !== 'ACS') modes.push('modele');
  if (years.length > 0) modes.push('copie');
  if (viewer.collaborateur) modes.push('vide', 'autreDossier');
  return modes;
}

export interface DuerCreation {
  mode: DuerCreationMode;
  annee: number;
  /** The year copied (mode copie), an earlier one of the file's. */
  anneeSource: number | null;
  /** The DUER copied from another file (mode autreDossier). */
  idDuerSource: string | null;
}

/** §5: a copy is made from an earlier year of the same file; the latest such year comes first. */
export const copySourceYears = (years: readonly number[], annee: number): number[] =>
  years.filter((year) => year < annee).sort((a, b) => b - a);

/**
 * §5, §6: the first refusal of a creation, or null: creation allowed (`canCreateDuer`) in that mode, year in range
 * and free, source chosen.
 */
export function creationIssue(
  creation: DuerCreation,
  context: { viewer: DuerViewer; typeActivite: TypeActivite; years: readonly number[]; currentYear: number },
): string | null {
  const { annee } = creation;
  if (
    !canCreateDuer(context.viewer, context.years, context.currentYear) ||
    !creationModes(context.viewer, context.typeActivite, context.years).includes(creation.mode)
  )
    return NOT_ALLOWED;
  if (!Number.isInteger(annee) || annee < FIRST_DUER_YEAR || annee > lastDuerYear(context.currentYear))
    return YEAR_INVALID;
  if (context.years.includes(annee)) return YEAR_TAKEN;
  if (
    creation.mode === 'copie' &&
    (creation.anneeSource === null || !copySourceYears(context.years, annee).includes(creation.anneeSource))
  )
    return SOURCE_REQUIRED;
  if (creation.mode === 'autreDossier' && !creation.idDuerSource) return SOURCE_REQUIRED;
  return null;
}

/** §4: base type 2 holds at most 3 work units, base type 4 at most 4; the others have no limit. */
const CATEGORY_LIMITS: Readonly<Record<number, number>> = { 2: 3, 4: 4 };

export const canCreateCategorie = (baseType: number, count: number): boolean =>
  count < (CATEGORY_LIMITS[baseType] ?? Number.POSITIVE_INFINITY);

/** §6: adding a work unit is offered to staff, on ACS files, or when unused base work units exist. */
export const canAddCategorie = (
  viewer: DuerViewer,
  typeActivite: TypeActivite,
  unusedBase: number,
): boolean => viewer.collaborateur || typeActivite === 'ACS' || unusedBase > 0;

/** §5: a new label must not repeat an existing one, case-insensitively (and around spaces). */
export const nameTaken = (nom: string, existing: readonly string[]): boolean => {
  const wanted = nom.trim().toLocaleLowerCase('fr');
  return existing.some((e) => e.trim().toLocaleLowerCase('fr') === wanted);
};

/** §5: a label's refusal (required, at most 128 characters), or null. */
export function labelIssue(nom: string): string | null {
  if (nom.trim() === '') return LABEL_REQUIRED;
  return nom.trim().length > LABEL_MAX ? LABEL_TOO_LONG : null;
}

/** Ours: the spec gives the limit of the measure fields, not the refusal's text. */
export const MEASURE_TOO_LONG = `Une mesure ne doit pas dépasser ${MEASURE_MAX} caractères.`;

/** §3: a risk's measure fields, each at most 2042 characters. */
export const MEASURE_FIELDS = ['mesureExistante', 'mesureAFaire', 'mesureQui', 'mesureDelai'] as const;

/** §3: the risk fields whose changes the module history tracks. */
export const TRACKED_COLUMNS = [...MEASURE_FIELDS, 'gravite', 'frequence', 'maitrise'] as const;
export type TrackedColumn = (typeof TRACKED_COLUMNS)[number];

/** Ours: a rating the DUER's scale cannot hold (the sliders never send one). */
export const RATING_INVALID = 'La cotation du risque est invalide.';
