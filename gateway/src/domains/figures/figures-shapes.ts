import { z } from 'zod';
import { orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export const statShape = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  favorite: z.boolean().default(false),
  display: orNull(z.string()),
});
export type LegacyStat = z.output<typeof statShape>;
export const statListShape = z.array(statShape);
const monthlyValues = z.array(orNull(z.number()));
export const financialYearShape = z.object({
  dateDebut: z.string(),
  dateFin: z.string(),
  clos: z.boolean(),
  typeDossier: z.string(),
  timestamp: orNull(z.string()),
  recettes: monthlyValues,
  depenses: monthlyValues,
  endettementAGRI: orNull(z.number()),
  endettementBIC: orNull(z.number()),
  investissementAGRI: orNull(z.number()),
  investissementBIC: orNull(z.number()),
  capaciteRemboursement: orNull(z.number()),
});
export type LegacyFinancialYear = z.output<typeof financialYearShape>;
export const financialYearListShape = z.array(financialYearShape);
export const yearDataShape = z.object({
  timestamp: z.string(),
  recettes: orNull(z.number()),
  depenses: orNull(z.number()),
  recettesCumul: orNull(z.number()),
  depensesCumul: orNull(z.number()),
});
export type LegacyYearData = z.output<typeof yearDataShape>;
export const yearDataListShape = z.array(yearDataShape);
