import { z } from 'zod';
import { orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export const toolShape = z.object({
  name: z.string(),
  slug: z.string(),
  link: z.string(),
  linkOpenNewTab: z.boolean().default(false),
  favorite: z.boolean().default(false),
  categorie: orNull(z.string()),
});
export type LegacyTool = z.output<typeof toolShape>;
export const toolListShape = z.array(toolShape);
