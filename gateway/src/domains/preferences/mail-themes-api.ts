import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { mailAccessShape } from './preferences-shapes.ts';
import { mailThemeListShape } from './preferences-shapes.ts';
import { okShape } from '../legacy-shapes.ts';

const ACCESS = '/api/pelemail/access';

/** The mail themes one may receive, and the signed-in person's choice (legacy-api/CONTRACT.md, /api/pelemail). */
export class MailThemesApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/pelemail/themes */
  themes() {
    return this.#client.get('/api/pelemail/themes', mailThemeListShape);
  }

  /** GET /api/pelemail/access: the ids of the themes the person receives. */
  access() {
    return this.#client.get(ACCESS, mailAccessShape);
  }

  /** POST /api/pelemail/subscribe: the themes received from now on, all others dropped. */
  async subscribe(themes: readonly number[]): Promise<void> {
    await this.#client.send('POST', '/api/pelemail/subscribe', okShape, { body: { themes } });
    this.#client.forget(ACCESS);
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly mailThemes: MailThemesApi;
  }
}
