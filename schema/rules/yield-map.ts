// The yield map (spec 001 §2 rendementcarto, §9): zone types, the start view, and the grading of a zone's
// average yield by the culture's quartiles into 4 grades with thresholds 0, Q1, Q2, Q3.

/** Spec 001 §7: the groupBy and type values of the yield map's calls. */
export const ZONE_TYPES = ['commune', 'petiteRegion', 'grandeRegion'] as const;
export type ZoneType = (typeof ZONE_TYPES)[number];
export const ZONE_TYPE_LABELS: Readonly<Record<ZoneType, string>> = {
  commune: 'Communes',
  petiteRegion: 'Petites régions agricoles',
  grandeRegion: 'Grandes régions',
};
export const isZoneType = (value: unknown): value is ZoneType =>
  typeof value === 'string' && (ZONE_TYPES as readonly string[]).includes(value);

/** Spec 001 §9: default crop (blé tendre d'hiver) and start zoom. */
export const DEFAULT_MAP_CULTURE = 1015;
export const MAP_ZOOM = 10;
/** The fixed start centre (the spec does not give its value): the Marne's plain around Reims, latitude first. */
export const MAP_CENTRE: readonly [number, number] = [49.2, 3.95];

export interface Quartiles {
  Q1: number;
  Q2: number;
  Q3: number;
}

/** The 4 grades' lower bounds: 0, Q1, Q2, Q3 (spec 001 §9). */
export const gradeThresholds = (q: Quartiles): [number, number, number, number] => [0, q.Q1, q.Q2, q.Q3];

/**
 * A zone's grade, 1 to 4: below Q1, from Q1 to below Q2, from Q2 to below Q3, Q3 and above. Null when the zone
 * has no average or the culture no quartiles.
 */
export function yieldGrade(rendement: number | null, quartiles: Quartiles | null): 1 | 2 | 3 | 4 | null {
  if (rendement === null || quartiles === null || !Number.isFinite(rendement)) return null;
  if (rendement < quartiles.Q1) return 1;
  if (rendement < quartiles.Q2) return 2;
  if (rendement < quartiles.Q3) return 3;
  return 4;
}

/** The map's and the legend's fill of each grade, light to dark (ColorBrewer's Greens, readable in greyscale). */
export const GRADE_COLOURS = ['#edf8e9', '#bae4b3', '#74c476', '#238b45'] as const;
/** A zone without an average yield for the culture. */
export const NO_YIELD_COLOUR = '#d9d9d9';
export const NO_YIELD_LABEL = 'Pas de rendement connu';
export const NO_QUARTILES = "Aucun rendement moyen n'est connu pour cette culture cette année.";
