import type { LegacyClient } from './client.ts';
import { themeShape, type LegacyTheme, segment } from './shapes.ts';

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
