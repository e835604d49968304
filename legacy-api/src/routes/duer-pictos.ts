import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { duerFile } from '../duer/access.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses } from '../schemas.ts';

const tags = ['duer'];

const BasePictoSchema = Type.Object({
  id: Type.Integer(),
  nom: Type.String(),
  typeMime: Type.String({ description: 'The image type: image/svg+xml or image/png' }),
  imageBase64: Type.String({ description: 'The image, base64' }),
  description: Type.String({ maxLength: 255 }),
});

/**
 * Spec 002 §3, §7: the pictogram catalogue a file's risks are offered. It is the file's
 * (`/api/duer/dossier/:codeDossier/pictos`), so it is kept beside the pictograms rather than in `duer.ts`; a risk's
 * pictograms update (`/api/duer/risques/pictos`) is a risk's route, in `duer-risques.ts`.
 */
export const duerPictosRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/duer/dossier/:codeDossier/pictos',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'Base pictos (codeDossier): the pictogram catalogue offered to the file’s risks, images inline',
        params: Type.Object({ codeDossier: Type.String() }),
        response: { 200: Type.Array(BasePictoSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await duerFile(db, request, request.params.codeDossier);
      const { rows } = await db.query<{
        id: number;
        nom: string;
        type_mime: string;
        image_base64: string;
        description: string;
      }>('SELECT id, nom, type_mime, image_base64, description FROM duer_base_pictos ORDER BY nom, id');
      return rows.map((p) => ({
        id: p.id,
        nom: p.nom,
        typeMime: p.type_mime,
        imageBase64: p.image_base64,
        description: p.description,
      }));
    },
  );

  done();
};
