import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { dossierFor } from '../dossiers.ts';
import { iso, isoOrNull, type RouteDeps } from '../route-deps.ts';
import { errorResponses, KeyFigureSchema } from '../schemas.ts';
import { accountOf } from '../session.ts';

interface FigureRow {
  slug: string;
  libelle: string;
  valeur: string | number | null;
  unite: '€' | '%' | '€/ha' | 'ha';
  decimales: number;
  date_fin_exercice: Date | null;
}

export const chiffresRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/chiffres/accueil/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['chiffres'],
        summary: "A file's home key figures; an empty list for individual clients (codeEntite 0016)",
        params: Type.Object({ code: Type.String() }),
        response: {
          200: Type.Object({ dateMiseAJour: Type.String(), chiffres: Type.Array(KeyFigureSchema) }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.code);
      const [updated, figures] = await Promise.all([
        db.query<{ chiffres_mis_a_jour: Date }>(
          'SELECT chiffres_mis_a_jour FROM dossiers WHERE code_dossier = $1',
          [dossier.codeDossier],
        ),
        db.query<FigureRow>(
          'SELECT slug, libelle, valeur, unite, decimales, date_fin_exercice FROM key_figures WHERE code_dossier = $1 ORDER BY position',
          [dossier.codeDossier],
        ),
      ]);
      return {
        dateMiseAJour: iso(updated.rows[0]!.chiffres_mis_a_jour),
        chiffres: figures.rows.map((f) => ({
          slug: f.slug,
          libelle: f.libelle,
          // numeric leaves both drivers as a string, to keep its precision
          valeur: f.valeur === null ? null : Number(f.valeur),
          unite: f.unite,
          decimales: f.decimales,
          dateFinExercice: isoOrNull(f.date_fin_exercice),
        })),
      };
    },
  );
  done();
};
