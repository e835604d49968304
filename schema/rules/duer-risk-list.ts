/**
 * The DUER's risks as the printed DUER and the action plan read them (issue 20): each risk with where it sits
 * (work unit, module, operation), its rating's value and level on its DUER's scale, and its measures.
 */
import {
  indexesOf,
  riskLevel,
  riskValue,
  type DuerScale,
  type Rating,
  type RiskLevel,
} from './duer-rating.ts';

/** A risk as stored, in the DUER's order (unit, module, operation, risk). */
export interface StoredRisk {
  uniteTravail: string;
  module: string;
  operation: string;
  risque: string;
  estActif: boolean;
  /** The stored values (the §9 table's entries on the old scale). */
  rating: Rating;
  mesureExistante: string | null;
  mesureAFaire: string | null;
  mesureQui: string | null;
  mesureDelai: string | null;
}

export interface RatedRisk extends StoredRisk {
  /** §9: gravité × fréquence (× maîtrise), rounded to 1 decimal; null while uninitialised. */
  valeur: number | null;
  niveau: RiskLevel | null;
}

export const rated = (scale: DuerScale, risk: StoredRisk): RatedRisk => {
  const valeur = riskValue(scale, indexesOf(scale, risk.rating));
  return { ...risk, valeur, niveau: riskLevel(scale, valeur) };
};

const filled = (text: string | null): boolean => (text ?? '').trim() !== '';

/**
 * The action plan: the active risks with a measure to do, the most serious first (by value, so the level
 * follows), the DUER's order kept between equals; an uninitialised risk last, as it has no level yet.
 */
export function actionPlan(scale: DuerScale, risks: readonly StoredRisk[]): RatedRisk[] {
  return risks
    .filter((r) => r.estActif && filled(r.mesureAFaire))
    .map((r) => rated(scale, r))
    .map((r, at) => ({ r, at }))
    .sort((a, b) => (b.r.valeur ?? -1) - (a.r.valeur ?? -1) || a.at - b.at)
    .map(({ r }) => r);
}

/** The action plan's columns, in order: the sheet's header row. */
export const ACTION_PLAN_COLUMNS = [
  'Niveau',
  'Cotation',
  'Unité de travail',
  'Module',
  'Opération',
  'Risque',
  'Mesure à mettre en place',
  'Qui',
  'Délai',
] as const;

/** The action plan's file name for a DUER's year. */
export const actionPlanFileName = (annee: number): string => `plan-d-action-duer-${annee}.xlsx`;

/** The printed DUER's file name: the definitive one kept, or a temporary print. */
export const printFileName = (annee: number, definitif: boolean): string =>
  `duer-${annee}${definitif ? '-definitif' : ''}.pdf`;

/** §7 Printing: a print may take up to a minute. */
export const PRINT_TIME_LIMIT_MS = 60_000;

/** §8: a print that failed. */
export const PRINT_FAILED = 'Une erreur est survenue lors de la génération du document.';
/** §4: the finished DUER's link. */
export const SEE_DEFINITIVE = 'Voir le DUER définitif';

/** A print's address: the whole DUER, or the chosen work units (-1 the pages, -2 the annexes). */
export const printUrl = (base: string, categories: readonly string[] | null): string =>
  categories === null ? base : `${base}?categories=${categories.map(encodeURIComponent).join(';')}`;
