import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { okShape, segment } from '../legacy-shapes.ts';
import {
  type LegacyEvent,
  type LegacySubscription,
  subscribedShape,
  eventListShape,
  subscriptionListShape,
} from './events-shapes.ts';

/** The spec's fetch limit for events (spec 000 §9). */
export const EVENTS_LIMIT = 300;

// The legacy answers the file's participants as they stand after a registration.

/** A participant as `POST /api/events/subscribe` takes it (CONTRACT.md `SubscriptionInput`). */
export interface SubscriptionChange {
  id: string | null;
  nom: string;
  prenom: string;
  email: string;
  tel: string | null;
  participe: boolean | null;
  deleted: boolean;
}

/** Events a file is invited to. */
export class EventsApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  #listPath(codeDossier: string): string {
    const query = new URLSearchParams({ codeDossier, limit: String(EVENTS_LIMIT) });
    return `/api/events?${query.toString()}`;
  }

  #subscriptionsPath(codeDossier: string, eventId: string): string {
    return `/api/events/subscriptions/${segment(codeDossier)}/${segment(eventId)}`;
  }

  /** GET /api/events?codeDossier={code}&limit=300, by date ascending. */
  list(codeDossier: string): Promise<LegacyEvent[]> {
    return this.#client.get(this.#listPath(codeDossier), eventListShape);
  }

  /** GET /api/events/subscriptions/{code}/{id}: the file's participants to the event, deleted ones included. */
  subscriptions(codeDossier: string, eventId: string): Promise<LegacySubscription[]> {
    return this.#client.get(this.#subscriptionsPath(codeDossier, eventId), subscriptionListShape);
  }

  /** GET /api/events/linked/{idCampagne}/{dossier}: the file's events of the campaign, this one included. */
  linked(idCampagne: string, codeDossier: string): Promise<LegacyEvent[]> {
    return this.#client.get(this.#linkedPath(idCampagne, codeDossier), eventListShape);
  }

  /** POST /api/events/subscribe/{dossier}/{id}: answers yes with these participants. */
  async subscribe(
    codeDossier: string,
    eventId: string,
    subscriptions: SubscriptionChange[],
    idCampagne: string | null,
  ): Promise<LegacySubscription[]> {
    const { data } = await this.#client.send(
      'POST',
      `/api/events/subscribe/${segment(codeDossier)}/${segment(eventId)}`,
      subscribedShape,
      { body: { subscriptions, idCampagne } },
    );
    this.#forgetAnswered(codeDossier, eventId, idCampagne);
    return data.subscriptions;
  }

  /** POST /api/events/subscribeNo/{code}/{id}: answers no; the file's participants are flagged deleted. */
  async decline(codeDossier: string, eventId: string, idCampagne: string | null): Promise<void> {
    await this.#client.send(
      'POST',
      `/api/events/subscribeNo/${segment(codeDossier)}/${segment(eventId)}`,
      okShape,
    );
    this.#forgetAnswered(codeDossier, eventId, idCampagne);
  }

  #linkedPath(idCampagne: string, codeDossier: string): string {
    return `/api/events/linked/${segment(idCampagne)}/${segment(codeDossier)}`;
  }

  // An answer changes the event (registred, nbInscrits) in the file's lists and its subscriptions.
  #forgetAnswered(codeDossier: string, eventId: string, idCampagne: string | null): void {
    this.#client.forget(this.#listPath(codeDossier));
    this.#client.forget(this.#subscriptionsPath(codeDossier, eventId));
    if (idCampagne !== null) this.#client.forget(this.#linkedPath(idCampagne, codeDossier));
  }

  /** Legacy path of an event's icon (streamed by the file routes). */
  iconPath(eventId: string): string {
    return `/api/events/icon/${segment(eventId)}`;
  }

  /** Legacy path of an event's picture (streamed by the file routes). */
  imagePath(eventId: string): string {
    return `/api/events/image/${segment(eventId)}`;
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly events: EventsApi;
  }
}
