import { describe, expect, it } from 'vitest';
import {
  indexesOf,
  initialised,
  isStorable,
  isUninitialised,
  OLD_SCALE_VALUES,
  riskLevel,
  riskValue,
  scaleOf,
  slid,
  storedOf,
  type RiskLevel,
} from './duer-rating.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function newLevel(v: number): RiskLevel {
  if (v < 3) return 'Faible';
  if (v < 6) return 'À surveiller';
  return v < 14 ? 'Important' : 'Préoccupant';
}

function oldLevel(v: number): RiskLevel {
  if (v < 2) return 'Faible';
  if (v < 9) return 'À surveiller';
  return v < 20 ? 'Important' : 'Préoccupant';
}

describe('the new scale (versionCalculRisque 1)', () => {
  const combos = range(5).flatMap((g) => range(5).map((f) => [g, f] as const));
  it.each(combos)('rates gravité %i and fréquence %i as their product over 25, with its level', (g, f) => {
    const value = riskValue('new', { gravite: g, frequence: f, maitrise: null });
    expect(value).toBe(g * f);
    expect(riskLevel('new', value)).toBe(newLevel(g * f));
  });

  it('places the thresholds at 3, 6 and 14', () => {
    expect([2, 3, 5, 6, 12, 14, 25].map((v) => riskLevel('new', v))).toEqual([
      'Faible',
      'À surveiller',
      'À surveiller',
      'Important',
      'Important',
      'Préoccupant',
      'Préoccupant',
    ]);
  });

  it('stores the slider indexes as they are', () => {
    const rating = { gravite: 4, frequence: 2, maitrise: null };
    expect(storedOf('new', rating)).toEqual(rating);
    expect(indexesOf('new', rating)).toEqual(rating);
  });
});

describe('the old scale', () => {
  const combos = range(4).flatMap((g) => range(4).flatMap((f) => range(4).map((m) => [g, f, m] as const)));
  it.each(combos)('rates indexes %i, %i, %i through the value tables, with its level', (g, f, m) => {
    const expected =
      Math.round(
        (OLD_SCALE_VALUES.gravite[g - 1] ?? 0) *
          (OLD_SCALE_VALUES.frequence[f - 1] ?? 0) *
          (OLD_SCALE_VALUES.maitrise[m - 1] ?? 0) *
          10,
      ) / 10;
    const value = riskValue('old', { gravite: g, frequence: f, maitrise: m });
    expect(value).toBe(expected);
    expect(riskLevel('old', value)).toBe(oldLevel(expected));
  });

  it('reaches 60 at the top of every slider and rounds to one decimal', () => {
    expect(riskValue('old', { gravite: 4, frequence: 4, maitrise: 4 })).toBe(60);
    expect(riskValue('old', { gravite: 2, frequence: 3, maitrise: 1 })).toBe(0.9);
  });

  it('converts stored values to indexes on load and back on save', () => {
    const stored = { gravite: 7, frequence: 2, maitrise: 0.5 };
    const indexes = indexesOf('old', stored);
    expect(indexes).toEqual({ gravite: 3, frequence: 2, maitrise: 2 });
    expect(storedOf('old', indexes)).toEqual(stored);
  });

  it('refuses to store a value outside the tables', () => {
    expect(isStorable('old', { gravite: 7, frequence: 4, maitrise: 1.5 })).toBe(true);
    expect(isStorable('old', { gravite: 5, frequence: 4, maitrise: 1.5 })).toBe(false);
    expect(isStorable('new', { gravite: 5, frequence: 5, maitrise: null })).toBe(true);
    expect(isStorable('new', { gravite: 6, frequence: 1, maitrise: null })).toBe(false);
    expect(isStorable('new', { gravite: 1, frequence: 1, maitrise: 1 })).toBe(false);
  });
});

describe('an uninitialised risk', () => {
  it('has no value nor level while a slider of its scale is null', () => {
    expect(isUninitialised('new', { gravite: 2, frequence: 3, maitrise: null })).toBe(false);
    expect(isUninitialised('old', { gravite: 2, frequence: 3, maitrise: null })).toBe(true);
    expect(riskValue('new', { gravite: null, frequence: 3, maitrise: null })).toBeNull();
    expect(riskLevel('new', null)).toBeNull();
  });

  it('is set to 1 everywhere by a click on its badge (maîtrise on the old scale only)', () => {
    expect(initialised('new')).toEqual({ gravite: 1, frequence: 1, maitrise: null });
    expect(initialised('old')).toEqual({ gravite: 1, frequence: 1, maitrise: 1 });
  });

  it('gets 1 on its other null sliders when one slider moves', () => {
    const empty = { gravite: null, frequence: null, maitrise: null };
    expect(slid('new', empty, 'frequence', 4)).toEqual({ gravite: 1, frequence: 4, maitrise: null });
    expect(slid('old', empty, 'maitrise', 3)).toEqual({ gravite: 1, frequence: 1, maitrise: 3 });
    expect(slid('old', { gravite: 3, frequence: null, maitrise: 2 }, 'gravite', 4)).toEqual({
      gravite: 4,
      frequence: 1,
      maitrise: 2,
    });
  });
});

it('reads versionCalculRisque 1 as the new scale and anything else as the old one', () => {
  expect([1, 0, 2, null].map(scaleOf)).toEqual(['new', 'old', 'old', 'old']);
});
