import { z } from 'zod';

// The DUER's pictograms as the legacy answers them (legacy-api/CONTRACT.md, DUER pictograms).
const id = z.number().int().transform(String);

/** A pictogram placed on a risk, in the module's operations read. */
export const duerRisquePictoShape = z.object({
  id,
  description: z.string(),
  duerBasePicto: z.object({ id, nom: z.string() }),
});
export type LegacyDuerRisquePicto = z.infer<typeof duerRisquePictoShape>;

/** The catalogue (base pictos), each image inline as base64. */
export const duerBasePictoListShape = z.array(
  z.object({
    id,
    nom: z.string(),
    typeMime: z.string(),
    imageBase64: z.string(),
    description: z.string(),
  }),
);
export type LegacyDuerBasePicto = z.infer<typeof duerBasePictoListShape>[number];
