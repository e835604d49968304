import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { shortcutInput } from '@portal/schema/rules/shortcuts';
import { Type } from 'typebox';
import { badRequest, notFound } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, ShortcutSchema, StatusOk } from '../schemas.ts';
import { accountOf } from '../session.ts';

interface ShortcutRow {
  id: number;
  libelle: string;
  url: string;
}

const toShortcut = (row: ShortcutRow) => ({ _id: String(row.id), libelle: row.libelle, url: row.url });

export const shortcutsRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/user/shortcuts',
    {
      config: { access: 'session' },
      schema: {
        tags: ['shortcuts'],
        summary: "The account's web shortcuts, oldest first",
        response: { 200: Type.Array(ShortcutSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { rows } = await db.query<ShortcutRow>(
        'SELECT id, libelle, url FROM shortcuts WHERE account_id = $1 ORDER BY id',
        [accountOf(request).id],
      );
      return rows.map(toShortcut);
    },
  );

  app.post(
    '/api/user/shortcuts',
    {
      config: { access: 'session' },
      schema: {
        tags: ['shortcuts'],
        summary:
          "Adds a shortcut, or with `_id` changes one of the account's; libelle and url required, 'http://' before a url without '//'",
        body: Type.Object({
          _id: Type.Optional(Type.Union([Type.String(), Type.Null()])),
          libelle: Type.String(),
          url: Type.String(),
        }),
        response: { 200: ShortcutSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const parsed = shortcutInput.safeParse(request.body);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
      const { libelle, url } = parsed.data;
      const accountId = accountOf(request).id;
      const id = request.body._id;
      const { rows } = id
        ? await db.query<ShortcutRow>(
            'UPDATE shortcuts SET libelle = $3, url = $4 WHERE id::text = $1 AND account_id = $2 RETURNING id, libelle, url',
            [id, accountId, libelle, url],
          )
        : await db.query<ShortcutRow>(
            'INSERT INTO shortcuts (account_id, libelle, url) VALUES ($1, $2, $3) RETURNING id, libelle, url',
            [accountId, libelle, url],
          );
      if (!rows[0]) throw notFound('Raccourci introuvable.');
      return toShortcut(rows[0]);
    },
  );

  app.delete(
    '/api/user/shortcuts/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['shortcuts'],
        summary: "Deletes one of the account's shortcuts",
        params: Type.Object({ id: Type.String() }),
        response: { 200: StatusOk, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { rows } = await db.query(
        'DELETE FROM shortcuts WHERE id::text = $1 AND account_id = $2 RETURNING id',
        [request.params.id, accountOf(request).id],
      );
      if (rows.length === 0) throw notFound('Raccourci introuvable.');
      return { status: 'OK' as const };
    },
  );
  done();
};
