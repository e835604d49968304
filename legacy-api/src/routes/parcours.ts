import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, ParcoursSchema } from '../schemas.ts';
import { accountOf } from '../session.ts';

export const parcoursRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/parcours/encours/:route',
    {
      config: { access: 'session' },
      schema: {
        tags: ['parcours'],
        summary: 'The guided tour assigned to the caller for a route, with its dejaFait flag; 204 when none',
        params: Type.Object({ route: Type.String() }),
        response: {
          200: ParcoursSchema,
          204: Type.Null({ description: 'No tour pending' }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const { rows } = await db.query<{
        code: string;
        route_name: string;
        etapes: string;
        deja_fait: boolean;
      }>(
        `SELECT p.code, p.route_name, p.etapes, ap.deja_fait
           FROM account_parcours ap JOIN parcours p ON p.code = ap.parcours_code
          WHERE ap.account_id = $1 AND p.route_name = $2
          ORDER BY ap.deja_fait, p.code LIMIT 1`,
        [accountOf(request).id, request.params.route],
      );
      const tour = rows[0];
      if (!tour) return reply.status(204).send(null);
      return { code: tour.code, routeName: tour.route_name, etapes: tour.etapes, dejaFait: tour.deja_fait };
    },
  );
  done();
};
