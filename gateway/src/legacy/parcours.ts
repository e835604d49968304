import type { LegacyClient } from './client.ts';
import { tourShape, type LegacyTour, segment } from './shapes.ts';

/** Guided tours. */
export class ParcoursApi {
  readonly #client: LegacyClient;
  constructor(client: LegacyClient) {
    this.#client = client;
  }

  /** GET /api/parcours/encours/{route}: the pending tour, or null (204). */
  inProgress(routeName: string): Promise<LegacyTour | null> {
    return this.#client.getOrNull(`/api/parcours/encours/${segment(routeName)}`, tourShape);
  }
}
