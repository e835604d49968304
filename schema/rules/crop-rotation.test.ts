import { describe, expect, it } from 'vitest';
import {
  assolementYears,
  CULTURE_REQUIRED,
  cropLineIssues,
  decimalOf,
  isDefinitive,
  offeredCultures,
  RENDEMENT_INVALID,
  SURFACE_INVALID,
  SURFACE_REQUIRED,
  totalSurface,
  UNKNOWN_CULTURE,
  type CultureInfo,
} from './crop-rotation.ts';

const BLE: CultureInfo = {
  idtCultureTypeTRAME: 1015,
  intitule: "Blé tendre d'hiver",
  rendementMax: 12,
  estIntituleModifiable: false,
};
const BLE_DUR: CultureInfo = { ...BLE, idtCultureTypeTRAME: 1016, intitule: "Blé dur d'hiver" };
const COLZA: CultureInfo = { ...BLE, idtCultureTypeTRAME: 1040, intitule: "Colza d'hiver", rendementMax: 6 };
const AUTRE: CultureInfo = {
  idtCultureTypeTRAME: 1900,
  intitule: 'Autre culture',
  rendementMax: null,
  estIntituleModifiable: true,
};

describe('cropLineIssues', () => {
  it.each([
    ['a complete line', { culture: 1015, surface: 12.5, rendement: 8.2 }, BLE, []],
    ['a line without yield', { culture: 1015, surface: 1, rendement: null }, BLE, []],
    ['the largest surface', { culture: 1015, surface: 999999, rendement: null }, BLE, []],
    ['the lowest yield', { culture: 1015, surface: 3, rendement: -1000 }, BLE, []],
    ['a yield equal to the maximum', { culture: 1015, surface: 3, rendement: 12 }, BLE, []],
    ['no maximum for the culture', { culture: 1900, surface: 3, rendement: 150 }, AUTRE, []],
    ['no culture', { culture: null, surface: 3, rendement: null }, null, [['culture', CULTURE_REQUIRED]]],
    [
      'an unknown culture',
      { culture: 42, surface: 3, rendement: null },
      null,
      [['culture', UNKNOWN_CULTURE]],
    ],
    ['no surface', { culture: 1015, surface: null, rendement: null }, BLE, [['surface', SURFACE_REQUIRED]]],
    [
      'a surface below 1 ha',
      { culture: 1015, surface: 0.9, rendement: null },
      BLE,
      [['surface', SURFACE_INVALID]],
    ],
    [
      'a surface above the limit',
      { culture: 1015, surface: 1000000, rendement: null },
      BLE,
      [['surface', SURFACE_INVALID]],
    ],
    [
      'a surface in hundredths',
      { culture: 1015, surface: 2.25, rendement: null },
      BLE,
      [['surface', SURFACE_INVALID]],
    ],
    [
      'a yield above the maximum',
      { culture: 1015, surface: 2, rendement: 12.1 },
      BLE,
      [['rendement', RENDEMENT_INVALID]],
    ],
    [
      'a yield below −1000',
      { culture: 1015, surface: 2, rendement: -1000.5 },
      BLE,
      [['rendement', RENDEMENT_INVALID]],
    ],
    [
      'nothing filled',
      { culture: null, surface: null, rendement: null },
      null,
      [
        ['culture', CULTURE_REQUIRED],
        ['surface', SURFACE_REQUIRED],
      ],
    ],
  ] as const)('accepts or refuses %s', (_name, change, culture, expected) => {
    expect(cropLineIssues(change, culture).map((i) => [i.field, i.message])).toEqual(expected);
  });
});

describe('decimalOf', () => {
  it.each([
    ['12.5', 12.5],
    ['7', 7],
    ['.5', 0.5],
    ['', null],
    ['.', null],
    ['12,5', null],
    ['-3', null],
    ['1e3', null],
    ['1.2.3', null],
  ])('reads %j as %j', (text, value) => {
    expect(decimalOf(text)).toBe(value);
  });
});

describe('offeredCultures', () => {
  const all = [BLE, BLE_DUR, COLZA, AUTRE];

  it('finds cultures by a case-insensitive substring of their intitule', () => {
    expect(offeredCultures(all, [], 'BLÉ').map((c) => c.intitule)).toEqual([
      "Blé tendre d'hiver",
      "Blé dur d'hiver",
    ]);
    expect(offeredCultures(all, [], "d'hiv").map((c) => c.idtCultureTypeTRAME)).toEqual([1015, 1016, 1040]);
  });

  it('leaves out the cultures already declared, but not the edited line’s own', () => {
    expect(offeredCultures(all, [1015, 1040], '').map((c) => c.idtCultureTypeTRAME)).toEqual([1016, 1900]);
    expect(offeredCultures(all, [1015, 1040], 'blé', 1015).map((c) => c.idtCultureTypeTRAME)).toEqual([
      1015, 1016,
    ]);
  });
});

describe('the year', () => {
  it('offers the current year minus three to plus one', () => {
    expect(assolementYears(2026)).toEqual([2023, 2024, 2025, 2026, 2027]);
  });

  it('is read-only when its first line is definitive', () => {
    expect(isDefinitive([{ estAssolementDefinitif: 1 }, { estAssolementDefinitif: 0 }])).toBe(true);
    expect(isDefinitive([{ estAssolementDefinitif: 0 }, { estAssolementDefinitif: 1 }])).toBe(false);
    expect(isDefinitive([])).toBe(false);
  });

  it('adds surfaces without floating-point noise', () => {
    expect(totalSurface([{ surface: 0.1 }, { surface: 0.2 }, { surface: 12.35 }])).toBe(12.65);
    expect(totalSurface([])).toBe(0);
  });
});
