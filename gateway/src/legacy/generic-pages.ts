import type { LegacyClient } from './client.ts';
import { genericPageShape, type LegacyGenericPage, segment } from './shapes.ts';

/** Pages written by the firm (spec 000 §7). */
export class GenericPagesApi {
  readonly #client: LegacyClient;
  constructor(client: LegacyClient) {
    this.#client = client;
  }

  /** GET /api/genericpage/{x}: the answer's own status tells whether it holds a page. */
  byId(id: string): Promise<LegacyGenericPage> {
    return this.#client.get(`/api/genericpage/${segment(id)}`, genericPageShape);
  }
}
