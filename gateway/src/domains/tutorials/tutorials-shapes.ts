import { z } from 'zod';
import { contactShape, orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export type LegacyContact = z.output<typeof contactShape>;
// Tutorials and the creators programme's e-learnings (legacy-api/CONTRACT.md, help): cards with an address.
export const helpCardListShape = z.array(
  z.object({
    code: z.string(),
    title: z.string(),
    description: z.string().default(''),
    url: orNull(z.string()),
  }),
);
export type LegacyHelpCard = z.output<typeof helpCardListShape>[number];
export const contactListShape = z.array(contactShape);
