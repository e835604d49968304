import { z } from 'zod';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export const mailAccessShape = z.object({ themes: z.array(z.number().int()) });
// /api/pelemail (legacy-api/CONTRACT.md): the mail themes and the person's subscriptions.
export const mailThemeListShape = z.array(z.object({ id: z.number().int(), libelle: z.string() }));
export type LegacyMailTheme = z.infer<typeof mailThemeListShape>[number];
