import { z } from 'zod';
import { legacyId, orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

/** A culture a crop line may name (spec 001 §3). */
export const cultureShape = z.object({
  idtCultureTypeTRAME: z.number().int(),
  intitule: z.string(),
  rendementMax: orNull(z.number()),
  estIntituleModifiable: z.boolean(),
});
export type LegacyCulture = z.output<typeof cultureShape>;
export const culturesShape = z.object({ data: z.array(cultureShape) });
/** A crop line of a file's year (spec 001 §3, Assolement culture line); its id is idAssolementCulture. */
export const assolementLineShape = z.object({
  id: legacyId,
  culture: cultureShape,
  surface: z.number(),
  rendement: orNull(z.number()),
  libellePerso: orNull(z.string()),
  estDerobee: z.boolean(),
  assolement: z.object({ estAssolementDefinitif: orNull(z.number().int()) }),
});
export type LegacyAssolementLine = z.output<typeof assolementLineShape>;
export const assolementLineAnswerShape = z.object({ data: assolementLineShape });
/** GET /api/assolement/{code}/{millesime}: the year (null before any line) and its lines. */
export const assolementYearShape = z.object({
  data: z.object({
    dossier: orNull(z.object({ millesime: z.number().int(), codeDossier: z.string() })),
    cultures: z.array(assolementLineShape),
  }),
});
export type LegacyAssolementYear = z.output<typeof assolementYearShape>['data'];
/** POST /api/assolement/assolementTelepac: the year's lines after the import and the codes left out. */
export const telepacImportShape = z.object({
  data: z.object({ cultures: z.array(assolementLineShape), codesInconnus: z.array(z.string()) }),
});
export type LegacyTelepacImport = z.output<typeof telepacImportShape>['data'];
export const affectedRowsShape = z.object({ data: z.object({ affectedRows: z.number().int() }) });
