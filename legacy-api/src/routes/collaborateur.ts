import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { portfolioSearchTerm } from '@portal/schema/rules/portfolio-search';
import { Type } from 'typebox';
import { queryStaffDossiers } from '../dossiers.ts';
import { badRequest } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { DossierSchema, errorResponses } from '../schemas.ts';
import { normalise } from '../text.ts';

const MAX_RESULTS = 50;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const collaborateurRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/collaborateur/dossier/search/:x',
    {
      config: { access: 'collab' },
      schema: {
        tags: ['collaborateur'],
        summary: 'Firm files whose code or raisonSociale contains x, ignoring case and accents; at most 50',
        params: Type.Object({ x: Type.String() }),
        response: { 200: Type.Array(DossierSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const term = portfolioSearchTerm.safeParse(request.params.x);
      if (!term.success) throw badRequest(term.error.issues[0]?.message ?? 'Recherche invalide.');
      return queryStaffDossiers(
        db,
        'WHERE d.code_normalise LIKE $1 OR d.raison_sociale_normalisee LIKE $1',
        [likePattern(normalise(term.data))],
        `ORDER BY d.raison_sociale_normalisee, d.code_dossier LIMIT ${MAX_RESULTS}`,
      );
    },
  );
  done();
};
