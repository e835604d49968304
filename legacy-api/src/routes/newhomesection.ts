import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../errors.ts';
import { banner, sendSvg } from '../images.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, HomeSectionSchema } from '../schemas.ts';

export const newHomeSectionRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/newhomesection',
    {
      config: { access: 'session' },
      schema: {
        tags: ['newhomesection'],
        summary: 'The home page news sections, in display order',
        response: { 200: Type.Array(HomeSectionSchema), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const { rows } = await db.query<{
        id: string;
        title: string;
        subtitle: string | null;
        url: string;
        est_prioritaire: boolean;
      }>('SELECT id, title, subtitle, url, est_prioritaire FROM home_sections ORDER BY position');
      return rows.map((s) => ({
        _id: s.id,
        title: s.title,
        subtitle: s.subtitle,
        url: s.url,
        estPrioritaire: s.est_prioritaire,
      }));
    },
  );

  app.get(
    '/api/newhomesection/image',
    {
      config: { access: 'session' },
      schema: {
        tags: ['newhomesection'],
        summary: "A section's picture (image/svg+xml); 404 for an unknown id",
        querystring: Type.Object({ id: Type.String() }),
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { rows } = await db.query<{ title: string; picture_color: string }>(
        'SELECT title, picture_color FROM home_sections WHERE id = $1',
        [request.query.id],
      );
      const section = rows[0];
      if (!section) throw notFound();
      sendSvg(reply, banner(section.title, section.picture_color));
    },
  );
  done();
};
