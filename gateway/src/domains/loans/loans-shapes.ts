import { z } from 'zod';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

const scheduleEntryShape = z.object({ annuite: z.number(), interets: z.number(), amortissement: z.number() });
export const loanShape = z.object({
  id: z.number().int(),
  codeDossier: z.string(),
  libelle: z.string(),
  valeurEntree: z.number(),
  taux: z.number(),
  periodicite: z.string(),
  modeRemboursement: z.enum(['ANC', 'AMC']),
  nombrePeriodes: z.number().int(),
  duree: z.number().int(),
  dureeAnnee: z.number(),
  echeance: z.number(),
  interetRetour: z.number(),
  exerciceDateDebut: z.string(),
  echeances: z.array(scheduleEntryShape),
});
export type LegacyLoan = z.output<typeof loanShape>;
export const loanListShape = z.array(loanShape);
