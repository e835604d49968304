import { z } from 'zod';

// The DUER annexes' legacy answers (legacy-api/CONTRACT.md, DUER annexes); ids as strings, as every legacy id.
const id = z.number().int().transform(String);
const nullableText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

export const duerBaseAnnexeShape = z.object({
  id,
  numAnnexe: z.number().int(),
  nom: z.string(),
  nomFichier: nullableText,
});
export const duerBaseAnnexeListShape = z.array(duerBaseAnnexeShape);
export type LegacyDuerBaseAnnexe = z.infer<typeof duerBaseAnnexeShape>;

export const duerAnnexeListShape = z.array(z.object({ id, duerBaseAnnexe: duerBaseAnnexeShape }));
export type LegacyDuerAnnexe = z.infer<typeof duerAnnexeListShape>[number];

export const baseAnnexeInsertedShape = z.object({
  insertId: id.nullable(),
  alreadyExists: z.boolean(),
  existingId: id.nullable(),
});
