import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { okShape, segment } from '../legacy-shapes.ts';
import { tourShape, type LegacyTour } from './tours-shapes.ts';

/** Guided tours. */
export class ParcoursApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/parcours/encours/{route}: the pending tour, or null (204). */
  inProgress(routeName: string): Promise<LegacyTour | null> {
    return this.#client.getOrNull(`/api/parcours/encours/${segment(routeName)}`, tourShape);
  }

  /** POST /api/parcours/utilisateur/{code}: the tour is done; DELETE removes the mark, so that it plays again. */
  async setDone(tour: LegacyTour, dejaFait: boolean): Promise<LegacyTour> {
    await this.#client.send(
      dejaFait ? 'POST' : 'DELETE',
      `/api/parcours/utilisateur/${segment(tour.code)}`,
      okShape,
    );
    this.#client.forget(`/api/parcours/encours/${segment(tour.routeName)}`);
    return { ...tour, dejaFait };
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly parcours: ParcoursApi;
  }
}
