import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { NO_MODULE_CHOSEN, NO_OPERATION_CHOSEN } from '@portal/schema/rules/duer';
import { Type } from 'typebox';
import type { Db } from '../db/db.ts';
import { duerAccess, duerOfRow, DUER_OF_CATEGORIE, DUER_OF_MODULE, requireRight } from '../duer/access.ts';
import {
  CreatedSchema,
  DuplicateGroupeInput,
  DuplicateModuleInput,
  IdParam,
  OtherDuerElementSchema,
} from '../duer/schemas.ts';
import { copyGroupeContent, copyModuleContent } from '../duer/tree.ts';
import { badRequest, notFound } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses } from '../schemas.ts';
import { insertId, nextOrder } from './duer-modules.ts';

const tags = ['duer'];

interface OtherRow {
  id: number;
  nom: string;
  code_dossier: string;
  annee: number;
  id_duer: number;
}

const toOther = (r: OtherRow) => ({
  id: r.id,
  nom: r.nom,
  codeDossier: r.code_dossier,
  annee: r.annee,
  idDuer: r.id_duer,
});

/**
 * The first row of another file DUER (not `idDuer`, not a model) holding the base element, through `sql` answering
 * `id` for the DUER `$1` and the base `$2`: the source of a duplication, or 404.
 */
async function sourceOf(db: Db, sql: string, idDuer: number, source: { id: number; idDuer: number }) {
  if (source.idDuer === idDuer) throw notFound();
  const { rows } = await db.query<{ id: number }>(sql, [source.idDuer, source.id]);
  if (!rows[0]) throw notFound();
  return rows[0].id;
}

const MODULE_IN_DUER = `SELECT m.id FROM duer_modules m JOIN duer_categories c ON c.id = m.id_duer_categorie
  JOIN duers d ON d.id = c.id_duer WHERE d.id = $1 AND d.code_dossier IS NOT NULL AND m.id_base_module = $2
  ORDER BY c.ordre, m.ordre, m.id LIMIT 1`;
const GROUPE_IN_DUER = `SELECT g.id FROM duer_groupes g JOIN duer_modules m ON m.id = g.id_duer_module
  JOIN duer_categories c ON c.id = m.id_duer_categorie JOIN duers d ON d.id = c.id_duer
  WHERE d.id = $1 AND d.code_dossier IS NOT NULL AND g.id_base_groupe = $2 ORDER BY c.ordre, m.ordre, g.ordre, g.id LIMIT 1`;

/**
 * Spec 002 §2, §3, §6 and §7: advisers add to a work unit a module another DUER holds (DupliquerModuleDepuisAutreDuer)
 * and to a module an operation another DUER holds (Duplicate operation from another DUER), each with its operations
 * and risks, without ratings (a new assessment). The lists name each element once per DUER, by its base, and leave
 * out what the unit or module already uses. Staff only; adding needs droitCreation on the receiving DUER.
 */
export const duerAdditionsRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  const accessOf = async (request: Parameters<typeof duerAccess>[1], sql: string, id: number | undefined) =>
    duerAccess(db, request, await duerOfRow(db, sql, id));
  const others = { 200: Type.Array(OtherDuerElementSchema), ...errorResponses(401, 403, 404) };

  app.get(
    '/api/duer/categories/:id/modules/autres-duers',
    {
      config: { access: 'collab' },
      schema: {
        tags,
        summary: "The modules other files' DUERs hold whose base the work unit does not use (staff)",
        params: IdParam,
        response: others,
      },
    },
    async (request) => {
      const { duer } = await accessOf(request, DUER_OF_CATEGORIE, request.params.id);
      const { rows } = await db.query<OtherRow>(
        `SELECT DISTINCT b.id, b.nom, d.code_dossier, d.annee, d.id AS id_duer
           FROM duer_modules m JOIN duer_base_modules b ON b.id = m.id_base_module
           JOIN duer_categories c ON c.id = m.id_duer_categorie JOIN duers d ON d.id = c.id_duer
          WHERE d.code_dossier IS NOT NULL AND d.id <> $1
            AND NOT EXISTS (SELECT 1 FROM duer_modules u WHERE u.id_duer_categorie = $2 AND u.id_base_module = b.id)
          ORDER BY d.code_dossier, d.annee DESC, b.nom, b.id`,
        [duer.id, request.params.id],
      );
      return rows.map(toOther);
    },
  );

  app.post(
    '/api/duer/modules/duplication',
    {
      config: { access: 'collab' },
      schema: {
        tags,
        summary:
          "DupliquerModuleDepuisAutreDuer (staff, droitCreation): another DUER's module, its operations and risks without ratings, last in the unit",
        body: DuplicateModuleInput,
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { duerBaseModuleACopier: source, idDuerCategorie } = request.body;
      if (!source) throw badRequest(NO_MODULE_CHOSEN);
      const access = await accessOf(request, DUER_OF_CATEGORIE, idDuerCategorie);
      requireRight(access, 'droitCreation');
      const from = await sourceOf(db, MODULE_IN_DUER, access.duer.id, source);
      const used = await db.query(
        'SELECT 1 FROM duer_modules WHERE id_duer_categorie = $1 AND id_base_module = $2',
        [idDuerCategorie, source.id],
      );
      if (used.rows.length > 0) throw notFound();
      return db.transaction(async (tx) => {
        const ordre = await nextOrder(tx, 'duer_modules', 'id_duer_categorie', idDuerCategorie ?? 0);
        const id = await insertId(
          tx,
          'INSERT INTO duer_modules (id_duer_categorie, id_base_module, ordre) VALUES ($1, $2, $3)',
          [idDuerCategorie, source.id, ordre],
        );
        await copyModuleContent(tx, from, id, false);
        return { insertId: id };
      });
    },
  );

  app.get(
    '/api/duer/modules/:id/groupes/autres-duers',
    {
      config: { access: 'collab' },
      schema: {
        tags,
        summary: "The operations other files' DUERs hold whose base the module does not use (staff)",
        params: IdParam,
        response: others,
      },
    },
    async (request) => {
      const { duer } = await accessOf(request, DUER_OF_MODULE, request.params.id);
      const { rows } = await db.query<OtherRow>(
        `SELECT DISTINCT b.id, b.nom, d.code_dossier, d.annee, d.id AS id_duer
           FROM duer_groupes g JOIN duer_base_groupes b ON b.id = g.id_base_groupe
           JOIN duer_modules m ON m.id = g.id_duer_module JOIN duer_categories c ON c.id = m.id_duer_categorie
           JOIN duers d ON d.id = c.id_duer
          WHERE d.code_dossier IS NOT NULL AND d.id <> $1
            AND NOT EXISTS (SELECT 1 FROM duer_groupes u WHERE u.id_duer_module = $2 AND u.id_base_groupe = b.id)
          ORDER BY d.code_dossier, d.annee DESC, b.nom, b.id`,
        [duer.id, request.params.id],
      );
      return rows.map(toOther);
    },
  );

  app.post(
    '/api/duer/groupes/duplication',
    {
      config: { access: 'collab' },
      schema: {
        tags,
        summary:
          "Duplicate operation from another DUER (staff, droitCreation): another DUER's operation and its risks without ratings, last in the module",
        body: DuplicateGroupeInput,
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { duerBaseGroupeACopier: source, idDuerModule } = request.body;
      if (!source) throw badRequest(NO_OPERATION_CHOSEN);
      const access = await accessOf(request, DUER_OF_MODULE, idDuerModule);
      requireRight(access, 'droitCreation');
      const from = await sourceOf(db, GROUPE_IN_DUER, access.duer.id, source);
      const used = await db.query(
        'SELECT 1 FROM duer_groupes WHERE id_duer_module = $1 AND id_base_groupe = $2',
        [idDuerModule, source.id],
      );
      if (used.rows.length > 0) throw notFound();
      return db.transaction(async (tx) => {
        const ordre = await nextOrder(tx, 'duer_groupes', 'id_duer_module', idDuerModule ?? 0);
        const id = await insertId(
          tx,
          'INSERT INTO duer_groupes (id_duer_module, id_base_groupe, ordre) VALUES ($1, $2, $3)',
          [idDuerModule, source.id, ordre],
        );
        await copyGroupeContent(tx, from, id, false);
        return { insertId: id };
      });
    },
  );

  done();
};
