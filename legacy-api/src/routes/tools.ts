import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { dossierFor } from '../dossiers.ts';
import { setFavorite } from '../favorites.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, StatusOk, ToolSchema } from '../schemas.ts';
import { accountOf } from '../session.ts';

/** The path's value when no file is selected (ToolsFetch with codeDossier null). */
const NO_FILE = 'null';

export const toolsRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/tools/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['tools'],
        summary:
          "The tools catalogue with the account's stars (ToolsFetch); the file's code, or 'null' without one",
        params: Type.Object({ code: Type.String() }),
        response: { 200: Type.Array(ToolSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      if (request.params.code !== NO_FILE) await dossierFor(db, account, request.params.code);
      const { rows } = await db.query<{
        slug: string;
        name: string;
        link: string;
        link_open_new_tab: boolean;
        categorie: string | null;
        favorite: boolean;
      }>(
        `SELECT t.slug, t.name, t.link, t.link_open_new_tab, t.categorie, (f.slug IS NOT NULL) AS favorite
           FROM tools t LEFT JOIN tool_favorites f ON f.slug = t.slug AND f.account_id = $1
          ORDER BY t.position`,
        [account.id],
      );
      return rows.map((t) => ({
        name: t.name,
        slug: t.slug,
        link: t.link,
        linkOpenNewTab: t.link_open_new_tab,
        favorite: t.favorite,
        categorie: t.categorie,
      }));
    },
  );

  app.post(
    '/api/tools/favorite/:action',
    {
      config: { access: 'session' },
      schema: {
        tags: ['tools'],
        summary: 'Stars or unstars a tool for the account (ToolSetFavorite); starring twice changes nothing',
        params: Type.Object({ action: Type.Union([Type.Literal('add'), Type.Literal('remove')]) }),
        body: Type.Object({ slug: Type.String() }),
        response: { 200: StatusOk, ...errorResponses(400, 401) },
      },
    },
    (request) =>
      setFavorite(
        db,
        { items: 'tools', favorites: 'tool_favorites', unknown: 'Cet outil est inconnu.' },
        accountOf(request).id,
        request.body.slug,
        request.params.action,
      ),
  );
  done();
};
