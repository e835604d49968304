import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PICTOS_NOT_OFFERED, pictosUpdateIssue } from '@portal/schema/rules/duer-pictos';
import { Type } from 'typebox';
import { duerAccess, duerFile, duerOfRow, DUER_OF_RISQUE, requireRight } from '../duer/access.ts';
import { badRequest, notFound } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, StatusOk } from '../schemas.ts';

const tags = ['duer'];

const BasePictoSchema = Type.Object({
  id: Type.Integer(),
  nom: Type.String(),
  typeMime: Type.String({ description: 'The image type: image/svg+xml or image/png' }),
  imageBase64: Type.String({ description: 'The image, base64' }),
  description: Type.String({ maxLength: 255 }),
});

const PictosUpdateInput = Type.Object({
  idDuerRisque: Type.Integer(),
  ajouts: Type.Array(
    Type.Object({ description: Type.String(), duerBasePicto: Type.Object({ id: Type.Integer() }) }),
  ),
  suppressions: Type.Array(Type.Object({ id: Type.Integer() })),
  modifications: Type.Array(Type.Object({ id: Type.Integer(), description: Type.String() })),
});

/** Spec 002 §3, §7: the pictogram catalogue a file's risks are offered, and a risk's pictograms update. */
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

  app.put(
    '/api/duer/risques/pictos',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "Pictograms update (droitModifs): a risk's added, removed and re-described pictograms in one transaction; only for a risk whose base risk has estAvecPicto",
        body: PictosUpdateInput,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { idDuerRisque, ajouts, suppressions, modifications } = request.body;
      const access = await duerAccess(db, request, await duerOfRow(db, DUER_OF_RISQUE, idDuerRisque));
      requireRight(access, 'droitModifs');
      const issue = pictosUpdateIssue(request.body);
      if (issue) throw badRequest(issue);
      const risque = await db.query<{ est_avec_picto: boolean }>(
        `SELECT b.est_avec_picto FROM duer_risques r JOIN duer_base_risques b ON b.id = r.id_base_risque
          WHERE r.id = $1`,
        [idDuerRisque],
      );
      if (!risque.rows[0]?.est_avec_picto) throw badRequest(PICTOS_NOT_OFFERED);
      await db.transaction(async (tx) => {
        // Each named pictogram must be this risk's: another risk's (or none) is not found, and nothing is kept.
        for (const { id } of [...suppressions, ...modifications]) {
          const { rows } = await tx.query(
            'SELECT 1 FROM duer_risque_pictos WHERE id = $1 AND id_duer_risque = $2',
            [id, idDuerRisque],
          );
          if (rows.length === 0) throw notFound();
        }
        for (const { id } of suppressions)
          await tx.query('DELETE FROM duer_risque_pictos WHERE id = $1', [id]);
        for (const { id, description } of modifications)
          await tx.query('UPDATE duer_risque_pictos SET description = $2 WHERE id = $1', [id, description]);
        for (const { description, duerBasePicto } of ajouts) {
          const base = await tx.query('SELECT 1 FROM duer_base_pictos WHERE id = $1', [duerBasePicto.id]);
          if (base.rows.length === 0) throw notFound();
          await tx.query(
            'INSERT INTO duer_risque_pictos (id_duer_risque, id_base_picto, description) VALUES ($1, $2, $3)',
            [idDuerRisque, duerBasePicto.id, description],
          );
        }
      });
      return { status: 'OK' as const };
    },
  );
  done();
};
