import { describe, expect, it } from 'vitest';
import { LOAN_MESSAGES, LOAN_PERIODS_RANGE, LOAN_RATE_RANGE, loanForm, loanSchedule } from './loans.ts';

// 40 quarters: 120 months, within the form's 100 periods; the calculation is monthly all the same.
const LOAN = {
  valeurEntree: 100_000,
  taux: 3,
  periodicite: 'Trimestrielle',
  duree: 40,
} as const;

describe('the schedule of 100 000 € at 3 % over 120 months', () => {
  it('with constant amortisation (AMC): 10 000 € of capital a year, interest falling by 300 € a year', () => {
    // Month k (0-based) owes 0.25 % of 100 000 − 833.33 k: a year's balances sum to 1 200 000 − 55 000 less
    // 120 000 per year gone by, so year y's interest is 2 862.50 − 300 (y − 1).
    const schedule = loanSchedule({ ...LOAN, modeRemboursement: 'AMC' });
    expect(schedule.echeances).toHaveLength(11);
    schedule.echeances.slice(0, 10).forEach((entry, y) => {
      const interets = 2862.5 - 300 * y;
      expect(entry).toEqual({ annuite: 10_000 + interets, interets, amortissement: 10_000 });
    });
    expect(schedule.echeances[10]).toEqual({ annuite: 0, interets: 0, amortissement: 0 });
    // 2 862.50 + 2 562.50 + … + 162.50
    expect(schedule.interetRetour).toBe(15_125);
    // The first quarter: 2 500 of capital, and 250 + 247.92 + 245.83 of interest.
    expect(schedule.echeance).toBe(3243.75);
    expect(schedule).toMatchObject({ duree: 120, dureeAnnee: 10 });
  });

  it('with a constant payment (ANC): 965.61 € a month, its interest and capital year by year', () => {
    // Payment = 100 000 × 0.0025 / (1 − 1.0025^−120) = 965.607447; the years, month by month, to the cent.
    const schedule = loanSchedule({ ...LOAN, modeRemboursement: 'ANC' });
    const table: [number, number][] = [
      [2880.94, 8706.35],
      [2616.12, 8971.17],
      [2343.26, 9244.03],
      [2062.09, 9525.2],
      [1772.37, 9814.92],
      [1473.84, 10113.45],
      [1166.23, 10421.06],
      [849.27, 10738.02],
      [522.66, 11064.63],
      [186.12, 11401.17],
    ];
    expect(schedule.echeances.slice(0, 10)).toEqual(
      table.map(([interets, amortissement]) => ({ annuite: 11587.29, interets, amortissement })),
    );
    expect(schedule.echeances[10]).toEqual({ annuite: 0, interets: 0, amortissement: 0 });
    // A quarter: three monthly payments.
    expect(schedule.echeance).toBe(2896.82);
    expect(schedule.interetRetour).toBe(15872.89);
  });
});

describe('a loan longer than ten years, or paid by longer periods', () => {
  it('leaves what is owed after the tenth year as the eleventh entry', () => {
    // 20 yearly periods of constant amortisation: 5 000 € of capital a year, half of it left after ten years.
    const schedule = loanSchedule({
      valeurEntree: 100_000,
      taux: 3,
      periodicite: 'Annuelle',
      duree: 20,
      modeRemboursement: 'AMC',
    });
    expect(schedule.duree).toBe(240);
    expect(schedule.echeances[0]!.amortissement).toBe(5000);
    expect(schedule.echeances[10]!.amortissement).toBe(50_000);
    const capital = schedule.echeances.reduce((total, e) => total + e.amortissement, 0);
    expect(Math.round(capital * 100) / 100).toBe(100_000);
  });

  it('with no period, owes the whole capital after the ten years', () => {
    const schedule = loanSchedule({ ...LOAN, duree: 0, modeRemboursement: 'ANC' });
    expect(schedule.echeances.slice(0, 10).every((e) => e.annuite === 0)).toBe(true);
    expect(schedule.echeances[10]).toEqual({ annuite: 100_000, interets: 0, amortissement: 100_000 });
  });
});

describe('the loan form (spec 001 §5)', () => {
  const alerts = (values: Record<string, unknown>) =>
    Object.fromEntries(
      loanForm.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [],
    );

  it('gives every alert on an empty form', () => {
    const empty = {
      libelle: '',
      valeurEntree: '',
      taux: '',
      periodicite: '',
      modeRemboursement: '',
      duree: '',
      exerciceDateDebut: '',
    };
    expect(alerts(empty)).toEqual(LOAN_MESSAGES);
  });

  it.each([
    [0.009, LOAN_RATE_RANGE],
    [100.5, LOAN_RATE_RANGE],
    [3.0005, LOAN_RATE_RANGE],
  ])('refuses a rate of %j', (taux, message) => {
    expect(
      alerts({
        ...LOAN,
        libelle: 'Tracteur',
        taux,
        modeRemboursement: 'ANC',
        exerciceDateDebut: '2026-01-01',
      }),
    ).toEqual({
      taux: message,
    });
  });

  it.each([-1, 101, 2.5])('refuses %j periods', (duree) => {
    expect(
      alerts({
        ...LOAN,
        libelle: 'Tracteur',
        duree,
        modeRemboursement: 'ANC',
        exerciceDateDebut: '2026-01-01',
      }),
    ).toEqual({
      duree: LOAN_PERIODS_RANGE,
    });
  });

  it('reads a filled form from its inputs’ text', () => {
    expect(
      loanForm.parse({
        libelle: ' Tracteur ',
        valeurEntree: '85000',
        taux: '2.125',
        periodicite: 'Trimestrielle',
        modeRemboursement: 'AMC',
        duree: '28',
        exerciceDateDebut: '2026-07-01',
      }),
    ).toEqual({
      libelle: 'Tracteur',
      valeurEntree: 85_000,
      taux: 2.125,
      periodicite: 'Trimestrielle',
      modeRemboursement: 'AMC',
      duree: 28,
      exerciceDateDebut: '2026-07-01',
    });
  });
});
