import { z } from 'zod';
import type { LegacyClient } from './client.ts';
import { segment } from './shapes.ts';

const tourShape = z.object({
  code: z.union([z.string(), z.number()]).transform(String),
  routeName: z.string(),
  // The spec calls etapes "JSON text of steps"; an already parsed list is turned back into that text.
  etapes: z
    .union([z.string(), z.array(z.unknown())])
    .transform((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
  dejaFait: z.boolean(),
});

export type LegacyTour = z.output<typeof tourShape>;

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
