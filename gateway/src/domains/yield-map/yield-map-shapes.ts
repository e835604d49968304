import { z } from 'zod';
import { orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

/** GET /api/assolement/zonesagricoles?type: the zones (spec 001 §3, Zone) with their GeoJSON outline. */
export const zonesAgricolesShape = z.object({
  data: z.array(
    z.object({ key: z.string(), libelle: z.string(), area: z.object({ type: z.string() }).loose() }),
  ),
});
export type LegacyZone = z.output<typeof zonesAgricolesShape>['data'][number];
/** GET /api/assolement/rendement/{millesime}?groupBy: each zone's average yields (spec 001 §3, Yield average). */
export const rendementsMoyensShape = z.object({
  data: z.array(
    z.object({
      key: z.string(),
      libelle: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      rendement: z.array(z.object({ culture: z.number().int(), rendement: z.number() })),
    }),
  ),
});
export type LegacyYieldAverage = z.output<typeof rendementsMoyensShape>['data'][number];
/** GET /api/assolement/quartiles/{culture}/{year} (spec 001 §3, Quartiles); nulls without any yield. */
export const quartilesShape = z.object({
  data: z.object({ Q1: orNull(z.number()), Q2: orNull(z.number()), Q3: orNull(z.number()) }),
});
export type LegacyQuartiles = z.output<typeof quartilesShape>['data'];
