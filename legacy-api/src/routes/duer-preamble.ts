import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  PREAMBLE_TEXTS,
  preambleIssues,
  titleIssue,
  type PreambleValues,
} from '@portal/schema/rules/duer-preamble';
import { Type } from 'typebox';
import { duerAccess, duerOfRow, requireRight } from '../duer/access.ts';
import { categoriesOf, preambuleIdOf, preambuleOf } from '../duer/preamble.ts';
import { CreatedSchema, IdParam } from '../duer/schemas.ts';
import { badRequest } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, StatusOk } from '../schemas.ts';

const tags = ['duer'];

const CategorieSchema = Type.Object({
  id: Type.Integer(),
  titre: Type.String(),
  contenu: Type.String(),
  ordre: Type.Integer(),
});

const PreambuleSchema = Type.Object({
  idPreambule: Type.Integer(),
  descriptifExploitation: Type.String(),
  ressourcesHumaines: Type.String(),
  prestationsServices: Type.String(),
  categories: Type.Array(CategorieSchema, { description: 'In their order' }),
});

const SavePreambuleInput = Type.Object({
  descriptifExploitation: Type.String(),
  ressourcesHumaines: Type.String(),
  prestationsServices: Type.String(),
  categories: Type.Array(Type.Object({ id: Type.Integer(), contenu: Type.String() })),
});

const DUER_OF_PREAMBULE = 'SELECT id_duer FROM duer_preambules WHERE id = $1';
const DUER_OF_PREAMBULE_CATEGORIE = `SELECT p.id_duer FROM duer_preambule_categories c
  JOIN duer_preambules p ON p.id = c.id_preambule WHERE c.id = $1`;

/** §5 refusals as the legacy answers them: the first one, displayable. */
function refuse(message: string | null | undefined): void {
  if (message) throw badRequest(message);
}

export const duerPreambleRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/duer/:id/preambule',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "DuerPreambuleFetch: the DUER's preamble (created with the base categories on its first read)",
        params: IdParam,
        response: { 200: PreambuleSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { duer } = await duerAccess(db, request, request.params.id);
      return preambuleOf(db, duer.id);
    },
  );

  app.put(
    '/api/duer/:id/preambule',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "DuerSavePreambule: the three texts and the categories' contents (edit right)",
        params: IdParam,
        body: SavePreambuleInput,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, request.params.id);
      requireRight(access, 'droitModifs');
      const body = request.body;
      const values: PreambleValues = {
        ...body,
        categories: body.categories.map((c) => ({ id: String(c.id), contenu: c.contenu })),
      };
      refuse(preambleIssues(values)[0]?.message);
      const idPreambule = await preambuleIdOf(db, access.duer.id);
      await db.query(
        `UPDATE duer_preambules SET ${PREAMBLE_TEXTS.map(([f], i) => `${f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)} = $${i + 2}`).join(', ')}
         WHERE id = $1`,
        [idPreambule, ...PREAMBLE_TEXTS.map(([f]) => body[f])],
      );
      // A category of another preamble is left alone.
      for (const c of body.categories)
        await db.query(
          'UPDATE duer_preambule_categories SET contenu = $3 WHERE id = $1 AND id_preambule = $2',
          [c.id, idPreambule, c.contenu],
        );
      return { status: 'OK' as const };
    },
  );

  app.get(
    '/api/duer/preambule/:id/categories',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "DuerGetListeCategoriesPreambule: the preamble's categories in their order",
        params: IdParam,
        response: { 200: Type.Array(CategorieSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await duerAccess(db, request, await duerOfRow(db, DUER_OF_PREAMBULE, request.params.id));
      return categoriesOf(db, request.params.id);
    },
  );

  app.post(
    '/api/duer/preambule/:id/categories',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'InsertDuerPreambuleCategorie: a category added (creation right); ordre -1 places it last',
        params: IdParam,
        body: Type.Object({ titre: Type.String(), ordre: Type.Integer() }),
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, await duerOfRow(db, DUER_OF_PREAMBULE, request.params.id));
      requireRight(access, 'droitCreation');
      refuse(titleIssue(request.body.titre, 'add'));
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO duer_preambule_categories (id_preambule, titre, ordre)
         SELECT $1, $2, CASE WHEN $3::int >= 0 THEN $3::int
           ELSE COALESCE((SELECT max(ordre) FROM duer_preambule_categories WHERE id_preambule = $1), 0) + 1 END
         RETURNING id`,
        [request.params.id, request.body.titre.trim(), request.body.ordre],
      );
      return { insertId: rows[0]!.id };
    },
  );

  app.put(
    '/api/duer/preambule/categories/:id',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'UpdateDuerPreambuleCategorie: the title and order changed (edit right); a null content is kept',
        params: IdParam,
        body: Type.Object({
          titre: Type.String(),
          contenu: Type.Union([Type.String(), Type.Null()]),
          ordre: Type.Integer(),
        }),
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(
        db,
        request,
        await duerOfRow(db, DUER_OF_PREAMBULE_CATEGORIE, request.params.id),
      );
      requireRight(access, 'droitModifs');
      refuse(titleIssue(request.body.titre, 'edit'));
      const { titre, contenu, ordre } = request.body;
      await db.query(
        'UPDATE duer_preambule_categories SET titre = $2, ordre = $3, contenu = COALESCE($4, contenu) WHERE id = $1',
        [request.params.id, titre.trim(), ordre, contenu],
      );
      return { status: 'OK' as const };
    },
  );

  app.delete(
    '/api/duer/preambule/categories/:id',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'DeleteDuerPreambuleCategorie: the category deleted (creation right)',
        params: IdParam,
        response: { 200: StatusOk, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(
        db,
        request,
        await duerOfRow(db, DUER_OF_PREAMBULE_CATEGORIE, request.params.id),
      );
      requireRight(access, 'droitCreation');
      await db.query('DELETE FROM duer_preambule_categories WHERE id = $1', [request.params.id]);
      return { status: 'OK' as const };
    },
  );
  done();
};
