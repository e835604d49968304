import { z } from 'zod';
import type { LegacyClient } from './client.ts';

/** The spec's fetch limit for events (spec 000 §9). */
export const EVENTS_LIMIT = 300;

const eventShape = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  date: z.string(),
  dateDebut: z.string().nullish(),
  dateFin: z.string().nullish(),
  dates: z.array(z.string()).nullish(),
  location: z.string().nullish(),
  address: z.object({ ville: z.string().nullish() }).nullish(),
  type: z.string().nullish(),
  url: z.string().nullish(),
  registrationRequired: z.boolean(),
  estAnnule: z.boolean(),
  nbMaxInscription: z.number().int(),
  nbInscrits: z.number().int(),
  idcampagne: z.union([z.string(), z.number()]).transform(String).nullish(),
  nbevent: z.number().int().nullish(),
  registred: z.boolean().nullish(),
  upcoming: z.boolean(),
});

export type LegacyEvent = z.output<typeof eventShape>;

/** Events a file is invited to. */
export class EventsApi {
  readonly #client: LegacyClient;
  constructor(client: LegacyClient) {
    this.#client = client;
  }

  /** GET /api/events?codeDossier={code}&limit=300, by date ascending. */
  list(codeDossier: string): Promise<LegacyEvent[]> {
    const query = new URLSearchParams({ codeDossier, limit: String(EVENTS_LIMIT) });
    return this.#client.get(`/api/events?${query.toString()}`, z.array(eventShape));
  }

  /** Legacy path of an event's icon (streamed by the file routes). */
  iconPath(id: string): string {
    return `/api/events/icon/${encodeURIComponent(id)}`;
  }
}
