import { describe, expect, it } from 'vitest';
import { gradeThresholds, isZoneType, yieldGrade } from './yield-map.ts';

const Q = { Q1: 7.2, Q2: 7.9, Q3: 8.6 };

describe('yieldGrade', () => {
  it.each([
    [0, 1],
    [7.19, 1],
    [7.2, 2],
    [7.89, 2],
    [7.9, 3],
    [8.59, 3],
    [8.6, 4],
    [12, 4],
    // A negative average (the form allows down to −1000) is in the lowest grade.
    [-3, 1],
  ])('grades %s t/ha as %s', (rendement, grade) => {
    expect(yieldGrade(rendement, Q)).toBe(grade);
  });

  it('has no grade without an average or quartiles', () => {
    expect(yieldGrade(null, Q)).toBeNull();
    expect(yieldGrade(8, null)).toBeNull();
    expect(yieldGrade(Number.NaN, Q)).toBeNull();
  });

  it('starts the legend at 0, then Q1, Q2 and Q3', () => {
    expect(gradeThresholds(Q)).toEqual([0, 7.2, 7.9, 8.6]);
  });
});

describe('isZoneType', () => {
  it.each([
    ['commune', true],
    ['petiteRegion', true],
    ['grandeRegion', true],
    ['departement', false],
    [null, false],
  ])('%s → %s', (value, expected) => {
    expect(isZoneType(value)).toBe(expected);
  });
});
