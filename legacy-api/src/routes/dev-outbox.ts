import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RouteDeps } from '../route-deps.ts';
import { iso } from '../route-deps.ts';

/**
 * GET /__outbox: the mails the legacy would have sent, newest first, for end-to-end tests and demos to follow a
 * link. Registered only in development and test mode (`LEGACY_OUTBOX=on`): links in it are secrets.
 */
export const devOutboxRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/__outbox',
    {
      schema: {
        // Not part of the contract: absent from /openapi.json whether it runs or not.
        hide: true,
        tags: ['development'],
        summary: 'Mails sent (development and test only), newest first, optionally for one recipient',
        querystring: Type.Object({ recipient: Type.Optional(Type.String({ maxLength: 255 })) }),
        response: {
          200: Type.Array(
            Type.Object({
              id: Type.Integer(),
              sentAt: Type.String(),
              recipient: Type.String(),
              subject: Type.String(),
              link: Type.Union([Type.String(), Type.Null()]),
              code: Type.Union([Type.String(), Type.Null()]),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { rows } = await db.query<{
        id: number;
        sent_at: Date;
        recipient: string;
        subject: string;
        link: string | null;
        code: string | null;
      }>(
        `SELECT id, sent_at, recipient, subject, link, code FROM outbox
          WHERE $1::text IS NULL OR lower(recipient) = lower($1) ORDER BY id DESC LIMIT 100`,
        [request.query.recipient ?? null],
      );
      return rows.map((r) => ({
        id: r.id,
        sentAt: iso(r.sent_at),
        recipient: r.recipient,
        subject: r.subject,
        link: r.link,
        code: r.code,
      }));
    },
  );
  done();
};
