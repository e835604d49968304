import { started, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const notificationsPrefetch: Prefetch = {
  viewer: {
    notifications: (ctx) => started(ctx.legacy.notifications.list()),
    unreadNotificationCount: (ctx) => started(ctx.legacy.notifications.unreadCount()),
  },
};
