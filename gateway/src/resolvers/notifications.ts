import type { Resolvers, ViewerResolvers } from '../__generated__/resolvers-types.ts';
import { notificationImageUrl } from '../file-urls.ts';

export const notifications: NonNullable<ViewerResolvers['notifications']> = async (_identity, _args, ctx) =>
  (await ctx.legacy.notifications.list()).map((n) => ({
    id: n._id,
    date: n.date,
    message: n.message,
    url: n.url ?? null,
    category: n.category,
    lu: n.lu,
    imageUrl: notificationImageUrl(n.category),
  }));

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

export const notificationsResolvers: Resolvers = { Viewer: { notifications, unreadNotificationCount } };
