import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../errors.ts';
import { NOTIFICATION_CATEGORIES, pictogram, sendSvg } from '../images.ts';
import { iso, type RouteDeps } from '../route-deps.ts';
import { errorResponses, NotificationSchema } from '../schemas.ts';
import { accountOf } from '../session.ts';

export const notificationsRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/notifications',
    {
      config: { access: 'session' },
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first",
        response: { 200: Type.Array(NotificationSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { rows } = await db.query<{
        id: string;
        date: Date;
        message: string;
        url: string | null;
        category: string;
        lu: boolean;
      }>(
        'SELECT id, date, message, url, category, lu FROM notifications WHERE account_id = $1 ORDER BY date DESC, id',
        [accountOf(request).id],
      );
      return rows.map((n) => ({
        _id: n.id,
        date: iso(n.date),
        message: n.message,
        url: n.url,
        category: n.category,
        lu: n.lu,
      }));
    },
  );

  app.get(
    '/api/notifications/count/unread',
    {
      config: { access: 'session' },
      schema: {
        tags: ['notifications'],
        summary: 'Number of unread notifications',
        response: { 200: Type.Object({ count: Type.Integer() }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { rows } = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM notifications WHERE account_id = $1 AND NOT lu',
        [accountOf(request).id],
      );
      return { count: rows[0]?.count ?? 0 };
    },
  );

  app.get(
    '/api/notifications/image/:category',
    {
      config: { access: 'session' },
      schema: {
        tags: ['notifications'],
        summary: "The category's pictogram (image/svg+xml); 404 for an unknown category",
        params: Type.Object({ category: Type.String() }),
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { category } = request.params;
      if (!NOTIFICATION_CATEGORIES.includes(category)) throw notFound();
      sendSvg(reply, pictogram(category));
    },
  );
  done();
};
