/**
 * Spec 002 §4, §5, §9: the rating of a DUER risk on its DUER's scale. The sliders work on indexes (1 to the
 * scale's top); the legacy stores values, which on the old scale are the §9 table's entries (gravité 7, maîtrise
 * 0.5). The web converts once on load (`indexesOf`) and back on save (`storedOf`); the emulator computes the same
 * value and level for the printed DUER.
 */

/** versionCalculRisque 1 is the new scale (gravité × fréquence over 25); any other is the old one (× maîtrise, over 60). */
export type DuerScale = 'new' | 'old';

export const scaleOf = (versionCalculRisque: number | null): DuerScale =>
  versionCalculRisque === 1 ? 'new' : 'old';

export type RatingColumn = 'gravite' | 'frequence' | 'maitrise';

/** A risk's three ratings, as indexes on the sliders or as stored values; null until initialised. */
export interface Rating {
  gravite: number | null;
  frequence: number | null;
  maitrise: number | null;
}

/** The top of each slider (they start at 1); the new scale has no maîtrise. */
export const SLIDER_MAX: Record<DuerScale, Record<RatingColumn, number | null>> = {
  new: { gravite: 5, frequence: 5, maitrise: null },
  old: { gravite: 4, frequence: 4, maitrise: 4 },
};

/** §9: the old scale's value of each index (index 1 is the first entry). */
export const OLD_SCALE_VALUES: Record<RatingColumn, readonly number[]> = {
  gravite: [1, 3, 7, 10],
  frequence: [1, 2, 3, 4],
  maitrise: [0.1, 0.5, 1, 1.5],
};

/** The highest value of each scale, the "over" of the displayed value. */
export const SCALE_TOP: Record<DuerScale, number> = { new: 25, old: 60 };

/** §9: the values from which a risk is 'À surveiller', 'Important' and 'Préoccupant'. */
export const LEVEL_THRESHOLDS: Record<DuerScale, readonly [number, number, number]> = {
  new: [3, 6, 14],
  old: [2, 9, 20],
};

export const RISK_LEVELS = ['Faible', 'À surveiller', 'Important', 'Préoccupant'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** The colour of each level: green, yellow-green, orange, red. */
export const LEVEL_COLOURS: Record<RiskLevel, string> = {
  Faible: '#2e8b3a',
  'À surveiller': '#9acd32',
  Important: '#f28c00',
  Préoccupant: '#d32f2f',
};

export const UNINITIALISED = 'Non initialisé';
export const UNINITIALISED_TOOLTIP = "Le risque n'est pas initialisé : cliquez pour l'initialiser.";

const usedColumns = (scale: DuerScale): RatingColumn[] =>
  scale === 'new' ? ['gravite', 'frequence'] : ['gravite', 'frequence', 'maitrise'];

/** §4: uninitialised while a slider of its scale is null (maîtrise counts on the old scale only). */
export const isUninitialised = (scale: DuerScale, rating: Rating): boolean =>
  usedColumns(scale).some((column) => rating[column] === null);

/** §4: clicking the "Non initialisé" badge sets every slider of the scale to 1. */
export const initialised = (scale: DuerScale): Rating => ({
  gravite: 1,
  frequence: 1,
  maitrise: scale === 'old' ? 1 : null,
});

/** §4: moving one slider sets it and the other null sliders of the scale to 1. */
export function slid(scale: DuerScale, rating: Rating, column: RatingColumn, index: number): Rating {
  const next = { ...rating };
  for (const c of usedColumns(scale)) next[c] = c === column ? index : (rating[c] ?? 1);
  return next;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** §9: the risk's value from its slider indexes, rounded to 1 decimal; null when uninitialised. */
export function riskValue(scale: DuerScale, indexes: Rating): number | null {
  if (isUninitialised(scale, indexes)) return null;
  const { gravite, frequence, maitrise } = indexes as Record<RatingColumn, number>;
  if (scale === 'new') return gravite * frequence;
  const v = OLD_SCALE_VALUES;
  return round1(
    (v.gravite[gravite - 1] ?? 0) * (v.frequence[frequence - 1] ?? 0) * (v.maitrise[maitrise - 1] ?? 0),
  );
}

/** §9: the level of a value: below the first threshold 'Faible', below the second 'À surveiller', and so on. */
export function riskLevel(scale: DuerScale, value: number | null): RiskLevel | null {
  if (value === null) return null;
  const below = LEVEL_THRESHOLDS[scale].findIndex((threshold) => value < threshold);
  return RISK_LEVELS[below === -1 ? 3 : below] ?? null;
}

/** The slider index of a stored value: the same number on the new scale, its place in the §9 table on the old. */
function indexOf(scale: DuerScale, column: RatingColumn, stored: number | null): number | null {
  if (stored === null) return null;
  if (scale === 'new') return column === 'maitrise' ? null : stored;
  const at = OLD_SCALE_VALUES[column].findIndex((v) => Math.abs(v - stored) < 1e-9);
  return at === -1 ? null : at + 1;
}

function storedOfIndex(scale: DuerScale, column: RatingColumn, index: number | null): number | null {
  if (index === null) return null;
  if (scale === 'new') return column === 'maitrise' ? null : index;
  return OLD_SCALE_VALUES[column][index - 1] ?? null;
}

const mapRating = (rating: Rating, f: (column: RatingColumn, n: number | null) => number | null): Rating => ({
  gravite: f('gravite', rating.gravite),
  frequence: f('frequence', rating.frequence),
  maitrise: f('maitrise', rating.maitrise),
});

/** §4: the slider indexes of a loaded risk's stored values (converted once, on load). */
export const indexesOf = (scale: DuerScale, stored: Rating): Rating =>
  mapRating(stored, (column, n) => indexOf(scale, column, n));

/** §4: the values to store for slider indexes (on the old scale, back to the §9 table's values, on save). */
export const storedOf = (scale: DuerScale, indexes: Rating): Rating =>
  mapRating(indexes, (column, n) => storedOfIndex(scale, column, n));

/** Whether stored values are ones the scale can hold (the emulator refuses others). */
export const isStorable = (scale: DuerScale, stored: Rating): boolean =>
  (['gravite', 'frequence', 'maitrise'] as const).every((column) => {
    const n = stored[column];
    if (n === null) return true;
    const max = SLIDER_MAX[scale][column];
    return (
      max !== null &&
      indexOf(scale, column, n) !== null &&
      (scale === 'old' || (Number.isInteger(n) && n >= 1 && n <= max))
    );
  });
