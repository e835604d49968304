import { z } from 'zod';
import { orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export const genericPageShape = z.object({
  status: z.number(),
  data: orNull(z.object({ title: z.string(), url: orNull(z.string()), content: orNull(z.string()) })),
});
export type LegacyGenericPage = z.output<typeof genericPageShape>;
