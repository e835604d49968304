import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MAIL_THEME_UNKNOWN } from '@portal/schema/rules/preferences';
import { badRequest } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, StatusOk } from '../schemas.ts';
import { accountOf } from '../session.ts';

const MailTheme = Type.Object({ id: Type.Integer(), libelle: Type.String() });
const ThemeIds = Type.Array(Type.Integer(), { description: 'Ids of /api/pelemail/themes', maxItems: 100 });

// Spec 000 §7 names these three calls without their payloads: the emulator designs them (CONTRACT.md).
export const pelemailRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/pelemail/themes',
    {
      config: { access: 'session' },
      schema: {
        tags: ['pelemail'],
        summary: 'The mail themes one may subscribe to, in their order',
        response: { 200: Type.Array(MailTheme), ...errorResponses(401) },
      },
    },
    async () => {
      const { rows } = await db.query<{ id: number; libelle: string }>(
        'SELECT id, libelle FROM mail_themes ORDER BY ordre, id',
      );
      return rows;
    },
  );

  app.get(
    '/api/pelemail/access',
    {
      config: { access: 'session' },
      schema: {
        tags: ['pelemail'],
        summary: 'The themes the signed-in person receives by mail',
        response: { 200: Type.Object({ themes: ThemeIds }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { rows } = await db.query<{ theme_id: number }>(
        'SELECT theme_id FROM mail_theme_subscriptions WHERE account_id = $1 ORDER BY theme_id',
        [accountOf(request).id],
      );
      return { themes: rows.map((row) => row.theme_id) };
    },
  );

  app.post(
    '/api/pelemail/subscribe',
    {
      config: { access: 'session' },
      schema: {
        tags: ['pelemail'],
        summary:
          'Replaces the themes the signed-in person receives; 400 on an unknown theme, nothing changed',
        body: Type.Object({ themes: ThemeIds }, { additionalProperties: false }),
        response: { 200: StatusOk, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const wanted = [...new Set(request.body.themes)];
      const { rows } = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM mail_themes WHERE id = ANY($1::int[])',
        [wanted],
      );
      if ((rows[0]?.count ?? 0) !== wanted.length) throw badRequest(MAIL_THEME_UNKNOWN);
      const account = accountOf(request).id;
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM mail_theme_subscriptions WHERE account_id = $1', [account]);
        await tx.query(
          `INSERT INTO mail_theme_subscriptions (account_id, theme_id)
           SELECT $1, unnest($2::int[])`,
          [account, wanted],
        );
      });
      return { status: 'OK' as const };
    },
  );
  done();
};
