import { z } from 'zod';

// The DUER pages' legacy answers (legacy-api/CONTRACT.md, DUER pages). Ids come as numbers: the gateway handles
// them as strings, as every other legacy id.
const id = z.number().int().transform(String);

export const duerBasePageShape = z.object({
  id,
  nom: z.string(),
  estFixe: z.boolean(),
  estAvantRisques: z.boolean(),
  ordre: z.number().int(),
  codeDossier: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  nomFichier: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export const duerBasePageListShape = z.array(duerBasePageShape);
export type LegacyDuerBasePage = z.infer<typeof duerBasePageShape>;

export const duerPageListShape = z.array(
  z.object({
    id,
    ordre: z.number().int(),
    estAvantRisques: z.boolean(),
    duerBasePage: duerBasePageShape,
  }),
);
export type LegacyDuerPage = z.infer<typeof duerPageListShape>[number];

export const insertedShape = z.object({ insertId: id });
