import { z } from 'zod';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export const shortcutShape = z.object({ _id: z.string(), libelle: z.string(), url: z.string() });
export type LegacyShortcut = z.output<typeof shortcutShape>;
export const shortcutListShape = z.array(shortcutShape);
