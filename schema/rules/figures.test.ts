import { describe, expect, it } from 'vitest';
import { INDIVIDUAL_CLIENT_ENTITY } from './dossiers.ts';
import {
  cumulativeSeries,
  figureFormat,
  monthlyYears,
  opensFigures,
  periodMonths,
  yearlyValue,
  type MonthFigures,
} from './figures.ts';

describe('figure formats (spec 001 §2, §9)', () => {
  it.each([
    ['endettement', 'AGRI', { unit: 'EURO_PER_HECTARE', decimals: 0 }],
    ['endettement', 'ACS', { unit: 'PERCENT', decimals: 2 }],
    ['investissement', 'AGRI', { unit: 'EURO_PER_HECTARE', decimals: 0 }],
    ['investissement', 'VITI', { unit: 'PERCENT', decimals: 2 }],
    ['capacite-remboursement', 'AGRI', { unit: 'PERCENT', decimals: 2 }],
    ['recettes', 'AGRI', { unit: 'EURO', decimals: 2 }],
  ])('reads %s of a %s file as %o', (slug, type, expected) => {
    expect(figureFormat(slug, type)).toEqual(expected);
  });
});

describe('yearly values', () => {
  const year = {
    dateFin: '2025-12-31',
    clos: true,
    typeDossier: 'AGRI',
    endettementAGRI: 2800,
    endettementBIC: 45,
    investissementAGRI: 900,
    investissementBIC: 12,
    capaciteRemboursement: 37.5,
  };
  it('takes the agricultural fields for an AGRI file and the BIC ones otherwise', () => {
    expect(yearlyValue('endettement', year)).toBe(2800);
    expect(yearlyValue('investissement', { ...year, typeDossier: 'ACS' })).toBe(12);
    expect(yearlyValue('capacite-remboursement', year)).toBe(37.5);
    expect(yearlyValue('inconnu', year)).toBeNull();
  });
});

describe('figures pages access (spec 001 §6)', () => {
  it.each([
    [
      'a company with page_chiffres and non_cder_particulier',
      '0001',
      ['page_chiffres', 'non_cder_particulier'],
      true,
    ],
    ['a company with page_chiffres only', '0001', ['page_chiffres'], false],
    ['an individual with page_chiffres', INDIVIDUAL_CLIENT_ENTITY, ['page_chiffres'], true],
    ['a company without page_chiffres', '0001', ['non_cder_particulier'], false],
  ])('opens them for %s: %s', (_case, codeEntite, permissions, expected) => {
    expect(opensFigures({ codeEntite }, permissions)).toBe(expected);
  });
});

describe('cumulative monthly series', () => {
  // 100 € of receipts every month from January 2023 to March 2026 (the current month).
  const months: MonthFigures[] = monthlyYears(2026).flatMap((year) =>
    Array.from({ length: 12 }, (_, i) => ({
      year,
      month: i + 1,
      recettes: year === 2026 && i > 2 ? null : 100,
      depenses: 50,
    })),
  );
  const today = { year: 2026, month: 3 };

  it('compares the current calendar year with the two before it, stopping at the last known month', () => {
    const series = cumulativeSeries(
      months,
      'recettes',
      { choix: 'anneeCivile', mois: 1, periode: 12 },
      7,
      today,
    );
    expect(series.map((s) => s.name)).toEqual(['2024', '2025', '2026']);
    expect(series[0]!.values.at(-1)).toBe(1200);
    expect(series[2]!.values.slice(0, 4)).toEqual([100, 200, 300, null]);
  });

  it('starts a financial year at the file’s first month, the latest one begun before today', () => {
    const series = cumulativeSeries(
      months,
      'depenses',
      { choix: 'anneeExercice', mois: 1, periode: 12 },
      7,
      today,
    );
    expect(series.map((s) => s.name)).toEqual([
      '07/2023 - 06/2024',
      '07/2024 - 06/2025',
      '07/2025 - 06/2026',
    ]);
    expect(series[2]!.values).toHaveLength(12);
    expect(periodMonths({ choix: 'anneeExercice', mois: 1, periode: 12 }, 7)[0]).toBe(7);
  });

  it('cuts a custom period to its start month and length', () => {
    const series = cumulativeSeries(
      months,
      'recettes',
      { choix: 'choixPeriode', mois: 11, periode: 3 },
      1,
      today,
    );
    expect(series.map((s) => s.name)).toEqual([
      '11/2023 - 01/2024',
      '11/2024 - 01/2025',
      '11/2025 - 01/2026',
    ]);
    expect(series[2]!.values).toEqual([100, 200, 300]);
    expect(periodMonths({ choix: 'choixPeriode', mois: 11, periode: 3 }, 1)).toEqual([11, 12, 1]);
  });
});
