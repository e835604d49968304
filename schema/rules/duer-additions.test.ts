import { describe, expect, it } from 'vitest';
import { ALL_YEARS, filteredOthers, moduleChoices, otherLabel, otherYears } from './duer-additions.ts';

const items = [
  { id: 'a', nom: 'Écurie', codeDossier: 'AGR001', annee: 2024 },
  { id: 'b', nom: 'Taille', codeDossier: 'VIT002', annee: 2025 },
  { id: 'c', nom: 'Vendanges', codeDossier: 'VIT002', annee: 2024 },
];

describe('the copy list of other DUERs', () => {
  it('shows each element as "dossier code - year | name"', () => {
    const [first] = items;
    expect(first && otherLabel(first)).toBe('AGR001 - 2024 | Écurie');
  });

  it('offers each year once, latest first', () => {
    expect(otherYears(items)).toEqual([2025, 2024]);
  });

  it.each([
    ['', ALL_YEARS, ['a', 'b', 'c']],
    ['', '2024', ['a', 'c']],
    ['ecurie', ALL_YEARS, ['a']],
    ['  VIT002 ', ALL_YEARS, ['b', 'c']],
    ['vit002 - 2025', ALL_YEARS, ['b']],
    ['vendanges', '2025', []],
  ])('keeps, for the text %j and the year %s, %j', (text, year, ids) => {
    expect(filteredOthers(items, text, year).map((e) => e.id)).toEqual(ids);
  });
});

describe("a unit's module choices", () => {
  it.each([
    [0, 0, ['nouveau']],
    [2, 0, ['nouveau', 'base']],
    [0, 3, ['nouveau', 'autreDuer']],
    [1, 1, ['nouveau', 'base', 'autreDuer']],
  ])('with %i unused base modules and %i offered from other DUERs: %j', (base, others, choices) => {
    expect(moduleChoices(base, others)).toEqual(choices);
  });
});
