import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RouteDeps } from '../route-deps.ts';
import { notFound } from '../errors.ts';
import { errorResponses, ParcoursSchema, StatusOk } from '../schemas.ts';
import { accountOf } from '../session.ts';

export const toursRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
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

  // The tour is the caller's: another's code, or one not assigned to the caller, is a 404 and changes nothing.
  const setDone = (method: 'POST' | 'DELETE', dejaFait: boolean, summary: string) =>
    app.route({
      method,
      url: '/api/parcours/utilisateur/:code',
      config: { access: 'session' },
      schema: {
        tags: ['parcours'],
        summary,
        params: Type.Object({ code: Type.String() }),
        response: { 200: StatusOk, ...errorResponses(401, 404) },
      },
      handler: async (request) => {
        const { rows } = await db.query(
          'UPDATE account_parcours SET deja_fait = $3 WHERE account_id = $1 AND parcours_code = $2 RETURNING 1',
          [accountOf(request).id, request.params.code, dejaFait],
        );
        if (rows.length === 0) throw notFound();
        return { status: 'OK' as const };
      },
    });
  setDone('POST', true, "Records the caller's tour as done (dejaFait true)");
  setDone('DELETE', false, "Removes the done mark of the caller's tour, so that it plays again");
  done();
};
