import { z } from 'zod';
import { orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

// The documentation area (legacy-api/CONTRACT.md, help): the tree, the same for every file, and a library's page.
export interface LegacyDocumentation {
  code: string;
  title: string;
  url: string | null;
  codeGed: string | null;
  gedDispo: boolean;
  order: number;
  estSiteInternet: boolean;
  categories: LegacyDocumentation[];
}
export const documentationTreeShape: z.ZodType<LegacyDocumentation[]> = z.array(
  z.object({
    code: z.string(),
    title: z.string(),
    url: orNull(z.string()),
    codeGed: orNull(z.string()),
    gedDispo: z.boolean().default(true),
    order: z.number().int().default(0),
    estSiteInternet: z.boolean().default(false),
    categories: z.lazy(() => documentationTreeShape).default([]),
  }),
);
