import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, GenericPageSchema } from '../schemas.ts';

interface GenericPageRow {
  title: string;
  url: string | null;
  content: string | null;
}

export const genericPagesRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/genericpage/:x',
    {
      config: { access: 'session' },
      schema: {
        tags: ['content'],
        summary:
          'A page written by the firm: status 200 with its title and a url or html content; status 404 in the body for an unknown id',
        params: Type.Object({ x: Type.String() }),
        response: { 200: GenericPageSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { rows } = await db.query<GenericPageRow>(
        'SELECT title, url, content FROM generic_pages WHERE id = $1',
        [request.params.x],
      );
      const page = rows[0];
      return page ? { status: 200, data: page } : { status: 404, data: null };
    },
  );
  done();
};
