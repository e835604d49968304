import { z } from 'zod';
import { legacyId } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export const tourShape = z.object({
  code: legacyId,
  routeName: z.string(),
  // The spec calls etapes "JSON text of steps"; an already parsed list is turned back into that text.
  etapes: z
    .union([z.string(), z.array(z.unknown())])
    .transform((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
  dejaFait: z.boolean(),
});
export type LegacyTour = z.output<typeof tourShape>;
