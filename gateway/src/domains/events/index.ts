import type { Domain } from '../domain.ts';
import { eventsPrefetch } from './events-prefetch.ts';
import { EventsApi } from './events-api.ts';
import { eventsResolvers } from './events-resolvers.ts';

export const eventsDomain: Domain = {
  areas: (calls) => ({ events: new EventsApi(calls) }),
  resolvers: [eventsResolvers],
  prefetch: eventsPrefetch,
};
