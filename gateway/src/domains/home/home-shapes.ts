import { z } from 'zod';
import { orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export const homeSectionShape = z.object({
  _id: z.string(),
  title: z.string(),
  subtitle: orNull(z.string()),
  url: z.string(),
  estPrioritaire: z.boolean(),
});
export type LegacyHomeSection = z.output<typeof homeSectionShape>;
export const homeSectionListShape = z.array(homeSectionShape);
const keyFigureShape = z.object({
  slug: z.string(),
  libelle: z.string(),
  valeur: z.number().nullable(),
  unite: z.string(),
  decimales: z.number().int(),
  dateFinExercice: orNull(z.string()),
});
export type LegacyKeyFigure = z.output<typeof keyFigureShape>;
export const keyFiguresShape = z.object({
  dateMiseAJour: orNull(z.string()),
  chiffres: z.array(keyFigureShape),
});
