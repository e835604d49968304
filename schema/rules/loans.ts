import { z } from 'zod';
import { plainText } from './text.ts';

// Spec 001 §5, the loan form's alerts, in the form's order.
export const LOAN_MESSAGES = {
  libelle: 'Merci de renseigner un libellé.',
  valeurEntree: 'Merci de renseigner un montant.',
  taux: 'Merci de renseigner un taux.',
  periodicite: 'Merci de sélectionner une périodicité.',
  modeRemboursement: 'Merci de sélectionner un mode de remboursement.',
  duree: 'Merci de renseigner le nombre de périodes.',
  exerciceDateDebut: 'Merci de sélectionner une date de début.',
} as const;
// The spec gives the bounds, not their wording.
export const LOAN_RATE_RANGE = 'Le taux doit être compris entre 0,01 et 100 %, avec au plus 3 décimales.';
export const LOAN_PERIODS_RANGE = 'Le nombre de périodes doit être un entier de 0 à 100.';
export const LOAN_AMOUNT_POSITIVE = 'Le montant doit être supérieur à 0.';

/** Spec 001 §9: the rate's bounds and step (annual %), and the number of periods'. */
export const LOAN_RATE = { min: 0.01, max: 100, step: 0.001 } as const;
export const LOAN_PERIODS = { min: 0, max: 100 } as const;

/**
 * Spec 001 §5: the periodicities, with the months each period lasts (the calculation is monthly). 'Bimensuelle'
 * is taken as every two months, the only reading a month-by-month calculation can hold.
 */
export const PERIODICITES = {
  Mensuelle: 1,
  Bimensuelle: 2,
  Trimestrielle: 3,
  Semestrielle: 6,
  Annuelle: 12,
} as const;
export type Periodicite = keyof typeof PERIODICITES;

/** Spec 001 §3: constant payment (ANC) or constant amortisation (AMC). */
export const MODES_REMBOURSEMENT = { ANC: 'Annuité constante', AMC: 'Amortissement constant' } as const;
export type ModeRemboursement = keyof typeof MODES_REMBOURSEMENT;

/** Spec 001 §9: the tables cover 10 years, then the remaining balance. */
export const SCHEDULE_YEARS = 10;

// A form's empty input arrives as '' (or NaN from a number input): the field's own alert, not a type error.
const given = (value: unknown) =>
  value === '' || value === null || value === undefined || Number.isNaN(value) ? undefined : value;
// The inner schema's own error (a number coerced from nothing is NaN) carries the field's alert.
const required = <T extends z.ZodType>(schema: T) => z.preprocess(given, schema);
const numberOf = (message: string) => z.coerce.number({ error: message });

/** Spec 001 §5: the loan form, each field with its alert; what the web checks, the gateway and the emulator too. */
export const loanForm = z.object({
  libelle: z
    .string({ error: LOAN_MESSAGES.libelle })
    .trim()
    .min(1, LOAN_MESSAGES.libelle)
    .max(255)
    .check(plainText()),
  valeurEntree: required(numberOf(LOAN_MESSAGES.valeurEntree).positive(LOAN_AMOUNT_POSITIVE)),
  taux: required(
    numberOf(LOAN_MESSAGES.taux)
      .min(LOAN_RATE.min, LOAN_RATE_RANGE)
      .max(LOAN_RATE.max, LOAN_RATE_RANGE)
      // Three decimals at most, read on the thousandths so that 0.1 + 0.2 style noise does not count.
      .refine((t) => Math.abs(t * 1000 - Math.round(t * 1000)) < 1e-6, LOAN_RATE_RANGE),
  ),
  periodicite: z.enum(Object.keys(PERIODICITES) as [Periodicite, ...Periodicite[]], {
    error: LOAN_MESSAGES.periodicite,
  }),
  modeRemboursement: z.enum(['ANC', 'AMC'], { error: LOAN_MESSAGES.modeRemboursement }),
  duree: required(
    numberOf(LOAN_MESSAGES.duree)
      .int(LOAN_PERIODS_RANGE)
      .min(LOAN_PERIODS.min, LOAN_PERIODS_RANGE)
      .max(LOAN_PERIODS.max, LOAN_PERIODS_RANGE),
  ),
  exerciceDateDebut: z
    .string({ error: LOAN_MESSAGES.exerciceDateDebut })
    .regex(/^\d{4}-\d{2}-\d{2}$/, LOAN_MESSAGES.exerciceDateDebut),
});
export type LoanFormInput = z.input<typeof loanForm>;
export type LoanTerms = z.output<typeof loanForm>;

/** One year of the schedule, or the remaining balance after the tenth: what is paid, as interest and capital. */
export interface ScheduleEntry {
  annuite: number;
  interets: number;
  amortissement: number;
}

export interface LoanSchedule {
  /** The loan's length in months. */
  duree: number;
  /** And in years. */
  dureeAnnee: number;
  /** What one period costs at first (capital and interest). */
  echeance: number;
  /** The interest over the whole loan. */
  interetRetour: number;
  /** Ten yearly entries from the start, then what is left to pay after the tenth year. */
  echeances: ScheduleEntry[];
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Spec 001 §5: the loan's schedule, calculated month by month at the annual rate / 12, with a fixed monthly
 * payment (ANC) or a fixed monthly amortisation (AMC); the months are summed by year from the start, each sum
 * rounded to the cent.
 */
export function loanSchedule(
  terms: Pick<LoanTerms, 'valeurEntree' | 'taux' | 'periodicite' | 'modeRemboursement' | 'duree'>,
): LoanSchedule {
  const months = terms.duree * PERIODICITES[terms.periodicite];
  const rate = terms.taux / 100 / 12;
  const capital = terms.valeurEntree;
  const payment =
    months === 0 ? 0 : rate === 0 ? capital / months : (capital * rate) / (1 - (1 + rate) ** -months);
  let balance = capital;
  const monthly = Array.from({ length: months }, () => {
    const interets = balance * rate;
    const amortissement = terms.modeRemboursement === 'ANC' ? payment - interets : capital / months;
    balance -= amortissement;
    return { interets, amortissement };
  });
  const sum = (from: number, to: number): ScheduleEntry => {
    const slice = monthly.slice(from, to);
    const interets = slice.reduce((total, m) => total + m.interets, 0);
    const amortissement = slice.reduce((total, m) => total + m.amortissement, 0);
    return {
      annuite: cents(interets + amortissement),
      interets: cents(interets),
      amortissement: cents(amortissement),
    };
  };
  const years = Array.from({ length: SCHEDULE_YEARS }, (_, y) => sum(y * 12, (y + 1) * 12));
  // With no month paid, the whole capital is what remains.
  const rest =
    months === 0
      ? { annuite: capital, interets: 0, amortissement: capital }
      : sum(SCHEDULE_YEARS * 12, months);
  const interest = monthly.reduce((total, m) => total + m.interets, 0);
  const first = monthly.slice(0, PERIODICITES[terms.periodicite]);
  return {
    duree: months,
    dureeAnnee: cents(months / 12),
    echeance: cents(first.reduce((total, m) => total + m.interets + m.amortissement, 0)),
    interetRetour: cents(interest),
    echeances: [...years, rest],
  };
}
