import type { Domain } from '../domain.ts';
import { notificationsPrefetch } from './notifications-prefetch.ts';
import { NotificationsApi } from './notifications-api.ts';
import { notificationsResolvers } from './notifications-resolvers.ts';

export const notificationsDomain: Domain = {
  areas: (calls) => ({ notifications: new NotificationsApi(calls) }),
  resolvers: [notificationsResolvers],
  prefetch: notificationsPrefetch,
};
