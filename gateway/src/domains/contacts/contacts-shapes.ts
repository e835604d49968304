import { z } from 'zod';
import { contactShape, orNull, siteInfoShape } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export const contactsShape = z.object({ site: orNull(siteInfoShape), contacts: z.array(contactShape) });
export type LegacyContacts = z.output<typeof contactsShape>;
