import {
  availabilityOf,
  canAnswer,
  eventTypeLabel,
  placesLeft,
  showsNextEvent,
} from '@portal/schema/rules/events';
import { entityIdOf } from '@portal/schema/rules/ids';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { connectionFields, pageOfFileItems } from '../../graphql/connection.ts';
import { dossierPermissions } from '../dossier/dossier-access.ts';
import { eventIconUrl, eventImageUrl } from '../../graphql/file-urls.ts';
import { selectsAnyOf } from '../../graphql/selection.ts';
import * as events from './events-service.ts';

export const eventsResolvers: Resolvers = {
  Dossier: {
    events: async (d, args, ctx) => pageOfFileItems(await events.fileEvents(ctx, d), args, 'event'),
    nextEvent: (d, _args, ctx) => events.nextEvent(ctx, d),
    event: (d, { legacyId }, ctx, info) =>
      events.fileEvent(ctx, d, legacyId, selectsAnyOf(info, ['subscriptions'])),
    showsNextEvent: async (d, _args, ctx) => showsNextEvent(await dossierPermissions(ctx, d)),
  },
  EventConnection: connectionFields,
  Event: {
    id: (e) => entityIdOf(e.codeDossier, e.id),
    legacyId: (e) => e.id,
    ville: (e) => e.address?.ville ?? null,
    typeLibelle: (e) => eventTypeLabel(e.type),
    iconUrl: (e) => eventIconUrl(e.id),
    imageUrl: (e) => eventImageUrl(e.id),
    dates: (e) => (e.dates && e.dates.length > 0 ? e.dates : [e.date]),
    availability: (e) => availabilityOf(e),
    placesRestantes: (e) => placesLeft(e),
    canAnswer: (e) => canAnswer(e),
    linkedEvents: (e, _args, ctx) => events.linkedEvents(ctx, e),
    subscriptions: async (e, _args, ctx) =>
      (await events.eventParticipants(ctx, e)).map((s) => ({
        ...s,
        eventId: entityIdOf(e.codeDossier, e.id),
      })),
  },
  EventParticipant: {
    id: (s) => `${s.eventId}:${s.id}`,
    legacyId: (s) => s.id,
  },
  Mutation: {
    subscribeToEvent: (_parent, { input }, ctx) => events.subscribe(ctx, input.eventId, input.participants),
    declineEvent: (_parent, { id }, ctx) => events.decline(ctx, id),
  },
};
