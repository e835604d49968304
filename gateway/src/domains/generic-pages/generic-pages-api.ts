import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { genericPageShape, type LegacyGenericPage } from './generic-pages-shapes.ts';
import { segment } from '../legacy-shapes.ts';

/** Pages written by the firm (spec 000 §7). */
export class GenericPagesApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/genericpage/{x}: the answer's own status tells whether it holds a page. */
  byId(id: string): Promise<LegacyGenericPage> {
    return this.#client.get(`/api/genericpage/${segment(id)}`, genericPageShape);
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly genericPages: GenericPagesApi;
  }
}
