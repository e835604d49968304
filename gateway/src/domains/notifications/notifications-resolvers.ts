import type { Resolvers, ViewerResolvers } from '../../__generated__/resolvers-types.ts';
import { notificationImageUrl } from '../../graphql/file-urls.ts';

export const notifications: NonNullable<ViewerResolvers['notifications']> = (_identity, _args, ctx) =>
  ctx.legacy.notifications.list();

export const unreadNotificationCount: NonNullable<ViewerResolvers['unreadNotificationCount']> = async (
  _identity,
  _args,
  ctx,
) => {
  try {
    return await ctx.legacy.notifications.unreadCount();
  } catch (error) {
    // Spec 000 §7: "count failure ignored silently": the bell shows no number rather than an error.
    ctx.req.log.warn({ err: error }, 'unread notification count failed; answering 0');
    return 0;
  }
};

export const notificationsResolvers: Resolvers = {
  Viewer: { notifications, unreadNotificationCount },
  Notification: { id: (n) => n._id, imageUrl: (n) => notificationImageUrl(n.category) },
};
