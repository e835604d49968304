import { z } from 'zod';
import type { LegacyClient } from './client.ts';
import { segment } from './shapes.ts';

const themeShape = z.object({
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
  }),
});

export type LegacyTheme = z.output<typeof themeShape>;

/** The brand variant (public). */
export class ThemeApi {
  readonly #client: LegacyClient;
  constructor(client: LegacyClient) {
    this.#client = client;
  }

  /** GET /api/theme/{code} */
  byCode(code: string): Promise<LegacyTheme> {
    return this.#client.get(`/api/theme/${segment(code)}`, themeShape, { session: false });
  }
}
