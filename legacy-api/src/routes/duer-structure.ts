import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  CATEGORY_NAME_TAKEN,
  MODULE_NAME_TAKEN,
  nameTaken,
  REMARK_MAX,
  REMARK_TOO_LONG,
} from '@portal/schema/rules/duer';
import type { Db } from '../db/db.ts';
import { duerAccess, duerOfRow, DUER_OF_CATEGORIE, DUER_OF_MODULE, requireRight } from '../duer/access.ts';
import {
  CopyModuleToCategorieInput,
  CreatedSchema,
  IdParam,
  RenameCategorieInput,
  RenamedCategorieSchema,
  RenameModuleInput,
  UpdateModuleInput,
} from '../duer/schemas.ts';
import { copyModuleContent } from '../duer/tree.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, StatusOk } from '../schemas.ts';
import { checkedLabel, renameBase } from './duer-groupes.ts';
import { insertId, nextOrder } from './duer-modules.ts';

const tags = ['duer'];

/** The base rows' names the file sees (the firm's catalogue and its own), but the one being renamed. */
async function baseNames(
  db: Db,
  table: string,
  codeDossier: string,
  except: number | null,
): Promise<string[]> {
  const { rows } = await db.query<{ nom: string }>(
    `SELECT nom FROM ${table} WHERE (code_dossier IS NULL OR code_dossier = $1) AND id IS DISTINCT FROM $2`,
    [codeDossier, except],
  );
  return rows.map((r) => r.nom);
}

/**
 * Spec 002 §2 and §7: renaming a work unit (UpdateDuerCategorie), and a unit's modules renamed (Update base module
 * name), deleted (DeleteDuerModule) and copied into another unit of the same DUER (Move or copy module). All need
 * droitCreation (§6: adding and deleting elements; renaming as an operation's renaming does).
 */
export const duerStructureRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  const accessOf = async (request: Parameters<typeof duerAccess>[1], sql: string, id: number | undefined) =>
    duerAccess(db, request, await duerOfRow(db, sql, id));

  app.put(
    '/api/duer/categories/nom',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "UpdateDuerCategorie (droitCreation): the file's own base unit renamed in place; a catalogue unit gives way to a new unit of the file under the new name, holding its modules (insertIdDuerCategorie)",
        body: RenameCategorieInput,
        response: { 200: RenamedCategorieSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, duerBaseCategorie } = request.body.duerCategorie;
      const access = await accessOf(request, DUER_OF_CATEGORIE, id);
      requireRight(access, 'droitCreation');
      const nom = checkedLabel(duerBaseCategorie.nom);
      const { rows } = await db.query<{
        id_base_categorie: number;
        ordre: number;
        code_dossier: string | null;
      }>(
        `SELECT c.id_base_categorie, c.ordre, b.code_dossier FROM duer_categories c
           JOIN duer_base_categories b ON b.id = c.id_base_categorie WHERE c.id = $1`,
        [id],
      );
      const unit = rows[0];
      if (!unit) throw notFound();
      const code = access.duer.code_dossier;
      if (nameTaken(nom, await baseNames(db, 'duer_base_categories', code, unit.id_base_categorie)))
        throw conflict(CATEGORY_NAME_TAKEN);
      if (unit.code_dossier === code) {
        await db.query('UPDATE duer_base_categories SET nom = $2 WHERE id = $1', [
          unit.id_base_categorie,
          nom,
        ]);
        return {};
      }
      // The catalogue's unit stays the other files' and DUERs': this DUER's unit becomes a new one of the file.
      return db.transaction(async (tx) => {
        const base = await insertId(
          tx,
          'INSERT INTO duer_base_categories (nom, code_dossier) VALUES ($1, $2)',
          [nom, code],
        );
        const created = await insertId(
          tx,
          'INSERT INTO duer_categories (id_duer, id_base_categorie, ordre) VALUES ($1, $2, $3)',
          [access.duer.id, base, unit.ordre],
        );
        await tx.query('UPDATE duer_modules SET id_duer_categorie = $2 WHERE id_duer_categorie = $1', [
          id,
          created,
        ]);
        await tx.query('DELETE FROM duer_categories WHERE id = $1', [id]);
        return { insertIdDuerCategorie: created };
      });
    },
  );

  app.put(
    '/api/duer/modules/nom',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "Update base module name (droitCreation): the file's own base renamed, a catalogue's replaced by a new one of the file",
        body: RenameModuleInput,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, duerBaseModule } = request.body.duerModule;
      const access = await accessOf(request, DUER_OF_MODULE, id);
      requireRight(access, 'droitCreation');
      const nom = checkedLabel(duerBaseModule.nom);
      const own = await db.query<{ id_base_module: number }>(
        'SELECT id_base_module FROM duer_modules WHERE id = $1',
        [id],
      );
      const code = access.duer.code_dossier;
      if (nameTaken(nom, await baseNames(db, 'duer_base_modules', code, own.rows[0]?.id_base_module ?? null)))
        throw conflict(MODULE_NAME_TAKEN);
      const rename = { table: 'duer_modules', baseTable: 'duer_base_modules', baseColumn: 'id_base_module' };
      await renameBase(db, access, { ...rename, id, nom });
      return { status: 'OK' as const };
    },
  );

  app.delete(
    '/api/duer/modules/:id',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'DeleteDuerModule (droitCreation): the module, its operations and their risks',
        params: IdParam,
        response: { 200: StatusOk, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireRight(await accessOf(request, DUER_OF_MODULE, request.params.id), 'droitCreation');
      await db.query('DELETE FROM duer_modules WHERE id = $1', [request.params.id]);
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/api/duer/modules/copie-categorie',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'Copy module (droitCreation): a copy of the module, its operations, risks, ratings and pictograms, last in another unit of the same DUER',
        body: CopyModuleToCategorieInput,
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { idDuerCategorie, duerModule } = request.body;
      const access = await accessOf(request, DUER_OF_MODULE, duerModule.id);
      requireRight(access, 'droitCreation');
      const target = await db.query<{ id_duer: number }>(
        'SELECT id_duer FROM duer_categories WHERE id = $1',
        [idDuerCategorie],
      );
      if (target.rows[0]?.id_duer !== access.duer.id)
        throw badRequest("L'unité de travail doit appartenir au même DUER.");
      return db.transaction(async (tx) => {
        const ordre = await nextOrder(tx, 'duer_modules', 'id_duer_categorie', idDuerCategorie ?? 0);
        const copy = await insertId(
          tx,
          `INSERT INTO duer_modules (id_duer_categorie, id_base_module, ordre, remarque, forcer_validation)
           SELECT $2, id_base_module, $3, remarque, forcer_validation FROM duer_modules WHERE id = $1`,
          [duerModule.id, idDuerCategorie, ordre],
        );
        await copyModuleContent(tx, duerModule.id, copy, true);
        return { insertId: copy };
      });
    },
  );

  app.put(
    '/api/duer/modules',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "Update module (droitModifs): the module's remark, at most 2048 characters; null or blank removes it",
        body: UpdateModuleInput,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id, remarque } = request.body.duerModule;
      requireRight(await accessOf(request, DUER_OF_MODULE, id), 'droitModifs');
      if ((remarque?.length ?? 0) > REMARK_MAX) throw badRequest(REMARK_TOO_LONG);
      const kept = remarque?.trim() ? remarque : null;
      await db.query('UPDATE duer_modules SET remarque = $2 WHERE id = $1', [id, kept]);
      return { status: 'OK' as const };
    },
  );

  done();
};
