import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { themeShape, type LegacyTheme } from './theme-shapes.ts';
import { segment } from '../legacy-shapes.ts';

/** The brand variant (public). */
export class ThemeApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/theme/{code} */
  byCode(code: string): Promise<LegacyTheme> {
    return this.#client.get(`/api/theme/${segment(code)}`, themeShape, { session: false });
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly theme: ThemeApi;
  }
}
