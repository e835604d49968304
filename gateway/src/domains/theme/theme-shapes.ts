import { z } from 'zod';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export const themeShape = z.object({
  code: z.string(),
  platformName: z.string(),
  entityName: z.string(),
  supportPhone: z.string(),
  primaryColor: z.string(),
  chartColors: z.array(z.string()),
  links: z.object({
    home: z.string(),
    legalNotice: z.string(),
    loginService: z.string(),
    api: z.string(),
    webmail: z.string(),
    adminBoard: z.string(),
    documentLibrary: z.string(),
  }),
});
export type LegacyTheme = z.output<typeof themeShape>;
