import { INDIVIDUAL_CLIENT_ENTITY } from './dossiers.ts';
import { holdsAll } from './modules.ts';

/** Spec 001 §2 Key figures, §3 Financial year and Period choice, §9: how each figure reads and charts. */

/** Figures charted month by month over three years; every other slug charts its closed financial years. */
export const MONTHLY_SLUGS = ['recettes', 'depenses'] as const;
export type MonthlySlug = (typeof MONTHLY_SLUGS)[number];

export const isMonthlySlug = (slug: string): slug is MonthlySlug =>
  (MONTHLY_SLUGS as readonly string[]).includes(slug);

/** How many years the monthly chart compares: the current one and the two before it. */
export const COMPARED_YEARS = 3;

export type FigureUnit = 'EURO' | 'EURO_PER_HECTARE' | 'PERCENT';

export interface FigureFormat {
  unit: FigureUnit;
  decimals: number;
}

/** Money reads with 2 decimals and '€' after it (spec 001 §9). */
const MONEY: FigureFormat = { unit: 'EURO', decimals: 2 };

/**
 * Indebtedness and investment read per hectare with no decimals for an agricultural file, as a percent
 * otherwise; the repayment capacity as a percent with 2 decimals; amounts as money.
 */
export function figureFormat(slug: string, typeDossier: string | null): FigureFormat {
  if (slug === 'endettement' || slug === 'investissement')
    return typeDossier === 'AGRI'
      ? { unit: 'EURO_PER_HECTARE', decimals: 0 }
      : { unit: 'PERCENT', decimals: 2 };
  if (slug === 'capacite-remboursement') return { unit: 'PERCENT', decimals: 2 };
  return MONEY;
}

/** A financial year as the legacy's `/api/chiffres/compta/{code}` answers it (the fields a chart reads). */
export interface FinancialYearFigures {
  dateFin: string;
  clos: boolean;
  typeDossier: string;
  endettementAGRI: number | null;
  endettementBIC: number | null;
  investissementAGRI: number | null;
  investissementBIC: number | null;
  capaciteRemboursement: number | null;
}

/** The value a closed financial year gives a yearly figure, by the file's type (AGRI fields or BIC ones). */
export function yearlyValue(slug: string, year: FinancialYearFigures): number | null {
  const agri = year.typeDossier === 'AGRI';
  switch (slug) {
    case 'endettement':
      return agri ? year.endettementAGRI : year.endettementBIC;
    case 'investissement':
      return agri ? year.investissementAGRI : year.investissementBIC;
    case 'capacite-remboursement':
      return year.capaciteRemboursement;
    default:
      return null;
  }
}

/** Period choice of the monthly chart (spec 001 §3): its kinds, start months and lengths. */
export const PERIOD_CHOICES = ['anneeCivile', 'anneeExercice', 'choixPeriode'] as const;
export type PeriodChoiceKind = (typeof PERIOD_CHOICES)[number];
export const PERIOD_LENGTHS = [12, 6, 3] as const;
export type PeriodLength = (typeof PERIOD_LENGTHS)[number];

export interface PeriodChoice {
  choix: PeriodChoiceKind;
  /** First month of a custom period, 1 to 12. */
  mois: number;
  periode: PeriodLength;
}

/** One month of a calendar year, as the legacy's `/api/chiffres/comptaCivil/{year}/{code}` answers it. */
export interface MonthFigures {
  year: number;
  /** 1 to 12. */
  month: number;
  recettes: number | null;
  depenses: number | null;
}

export interface CumulativeSeries {
  /** '2026' for a calendar year, '07/2025 - 06/2026' for another period. */
  name: string;
  /** The running total at the end of each month of the period; null for a month with no figures yet. */
  values: (number | null)[];
}

const pad = (month: number) => String(month).padStart(2, '0');

/** The period's start month and length for a choice; a financial year starts where the file's does. */
function periodOf(choice: PeriodChoice, exerciceStartMonth: number): { start: number; length: number } {
  if (choice.choix === 'anneeCivile') return { start: 1, length: 12 };
  if (choice.choix === 'anneeExercice') return { start: exerciceStartMonth, length: 12 };
  return { start: choice.mois, length: choice.periode };
}

/** Month labels of the chart's x axis for a choice ('janv.', 'févr.', ...), from the period's first month. */
export function periodMonths(choice: PeriodChoice, exerciceStartMonth: number): number[] {
  const { start, length } = periodOf(choice, exerciceStartMonth);
  return Array.from({ length }, (_, i) => ((start - 1 + i) % 12) + 1);
}

/**
 * The cumulative series of a monthly figure for the three latest periods of the choice, oldest first: the
 * latest is the one that has started by the current month; a month the legacy has no figures for ends the
 * running total (null from there on).
 */
export function cumulativeSeries(
  months: readonly MonthFigures[],
  slug: MonthlySlug,
  choice: PeriodChoice,
  exerciceStartMonth: number,
  today: { year: number; month: number },
): CumulativeSeries[] {
  const { start, length } = periodOf(choice, exerciceStartMonth);
  const byMonth = new Map(months.map((m) => [m.year * 12 + m.month - 1, m[slug]]));
  const latestStartYear = start <= today.month ? today.year : today.year - 1;
  return Array.from({ length: COMPARED_YEARS }, (_, i) => {
    const startYear = latestStartYear - (COMPARED_YEARS - 1 - i);
    const first = startYear * 12 + start - 1;
    const last = first + length - 1;
    let total: number | null = 0;
    const values = Array.from({ length }, (_, offset) => {
      const value = byMonth.get(first + offset);
      total = total === null || value == null ? null : total + value;
      return total;
    });
    const name =
      start === 1 && length === 12
        ? String(startYear)
        : `${pad(start)}/${startYear} - ${pad((last % 12) + 1)}/${Math.floor(last / 12)}`;
    return { name, values };
  });
}

/** The calendar years whose months the latest three periods of any choice may cover. */
export function monthlyYears(currentYear: number): number[] {
  return Array.from({ length: COMPARED_YEARS + 1 }, (_, i) => currentYear - COMPARED_YEARS + i);
}

/**
 * Spec 001 §6: the figures pages open with page_chiffres; a file that is not a private individual's also
 * needs non_cder_particulier.
 */
export const opensFigures = (d: { codeEntite: string | null }, permissions: readonly string[]): boolean =>
  holdsAll(permissions, 'page_chiffres') &&
  (d.codeEntite === INDIVIDUAL_CLIENT_ENTITY || holdsAll(permissions, 'non_cder_particulier'));
