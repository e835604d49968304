import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  canCreateCategorie,
  CATEGORY_LIMIT,
  CATEGORY_NAME_TAKEN,
  labelIssue,
  nameTaken,
} from '@portal/schema/rules/duer';
import { Type } from 'typebox';
import { duerAccess, DUER_OF_CATEGORIE, requireRight, rowAccess, type DuerRow } from '../duer/access.ts';
import { baseNames, checkedLabel } from '../duer/base-rows.ts';
import { othersResponse, toOther, type OtherRow } from '../duer/other-duers.ts';
import { insertId } from '../duer/rows.ts';
import {
  BaseCategorieSchema,
  BaseModuleSchema,
  CopyCategorieInput,
  CreatedSchema,
  DuerCategorieSchema,
  DuerModuleSchema,
  IdParam,
  InsertCategorieInput,
  RenameCategorieInput,
  RenamedCategorieSchema,
} from '../duer/schemas.ts';
import { validity } from '../duer/validity.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, StatusOk } from '../schemas.ts';

const tags = ['duer'];

/**
 * Spec 002 §2, §4 and §7: a DUER's work units (`/api/duer/:id/categories…` and `/api/duer/categories…`): listed,
 * added, copied from the catalogue, renamed and deleted, and the modules a unit holds or may add. Adding, renaming
 * and deleting need droitCreation (§6); the modules other DUERs hold are listed to staff only.
 */
export const duerCategoriesRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/duer/:id/categories',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "DuerCategoriesFetch: a DUER's work units in order, each valid when all its modules are",
        params: IdParam,
        response: { 200: Type.Array(DuerCategorieSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { duer } = await duerAccess(db, request, request.params.id);
      const [{ rows }, valid] = await Promise.all([
        db.query<{ id: number; ordre: number; id_base_categorie: number; nom: string }>(
          `SELECT c.id, c.ordre, c.id_base_categorie, b.nom FROM duer_categories c
             JOIN duer_base_categories b ON b.id = c.id_base_categorie WHERE c.id_duer = $1 ORDER BY c.ordre, c.id`,
          [duer.id],
        ),
        validity(db, duer.id, duer.version_calcul_risque),
      ]);
      return rows.map((r) => ({
        id: r.id,
        ordre: r.ordre,
        estValide: valid.validCategories.has(r.id),
        duerBaseCategorie: { id: r.id_base_categorie, nom: r.nom },
      }));
    },
  );

  app.get(
    '/api/duer/:id/categories/base',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "The base work units a DUER does not use yet: the firm's catalogue and the file's own",
        params: IdParam,
        response: { 200: Type.Array(BaseCategorieSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { duer } = await duerAccess(db, request, request.params.id);
      const { rows } = await db.query<{ id: number; nom: string; code_dossier: string | null }>(
        `SELECT b.id, b.nom, b.code_dossier FROM duer_base_categories b
          WHERE (b.code_dossier IS NULL OR b.code_dossier = $1)
            AND NOT EXISTS (SELECT 1 FROM duer_categories c WHERE c.id_duer = $2 AND c.id_base_categorie = b.id)
          ORDER BY b.nom`,
        [duer.code_dossier, duer.id],
      );
      return rows.map((r) => ({
        id: r.id,
        nom: r.nom,
        codeDossier: r.code_dossier,
        annee: null,
        idDuer: null,
      }));
    },
  );

  /** The next order of a DUER's work units, after the unit limit of its base type (§4) is checked. */
  async function nextCategorieOrder(duer: DuerRow): Promise<number> {
    const { rows } = await db.query<{ count: number; max: number | null }>(
      'SELECT count(*)::int AS count, max(ordre) AS max FROM duer_categories WHERE id_duer = $1',
      [duer.id],
    );
    const { count = 0, max = null } = rows[0] ?? {};
    if (!canCreateCategorie(duer.id_base_type, count)) throw badRequest(CATEGORY_LIMIT);
    return (max ?? 0) + 1;
  }

  app.post(
    '/api/duer/categories',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'InsertDuerCategorie: a new work unit (a new base unit of the file); the name unique among base units',
        body: InsertCategorieInput,
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { idDuer, nom } = request.body;
      const access = await duerAccess(db, request, idDuer);
      requireRight(access, 'droitCreation');
      const label = nom ?? '';
      const issue = labelIssue(label);
      if (issue) throw badRequest(issue);
      const names = await db.query<{ nom: string }>(
        'SELECT nom FROM duer_base_categories WHERE code_dossier IS NULL OR code_dossier = $1',
        [access.duer.code_dossier],
      );
      if (
        nameTaken(
          label,
          names.rows.map((r) => r.nom),
        )
      )
        throw conflict(CATEGORY_NAME_TAKEN);
      const ordre = await nextCategorieOrder(access.duer);
      return db.transaction(async (tx) => {
        const base = await tx.query<{ id: number }>(
          'INSERT INTO duer_base_categories (nom, code_dossier) VALUES ($1, $2) RETURNING id',
          [label.trim(), access.duer.code_dossier],
        );
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO duer_categories (id_duer, id_base_categorie, ordre) VALUES ($1, $2, $3) RETURNING id',
          [access.duer.id, base.rows[0]?.id, ordre],
        );
        return { insertId: rows[0]?.id ?? 0 };
      });
    },
  );

  app.post(
    '/api/duer/categories/copie',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "CopyDuerCategorie: adds a base work unit the DUER does not use, with the modules the firm's model gives it",
        body: CopyCategorieInput,
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { idDuer, idBaseCategorie } = request.body;
      const access = await duerAccess(db, request, idDuer);
      requireRight(access, 'droitCreation');
      const base = await db.query(
        `SELECT 1 FROM duer_base_categories b WHERE b.id = $1 AND (b.code_dossier IS NULL OR b.code_dossier = $2)
            AND NOT EXISTS (SELECT 1 FROM duer_categories c WHERE c.id_duer = $3 AND c.id_base_categorie = b.id)`,
        [idBaseCategorie, access.duer.code_dossier, access.duer.id],
      );
      if (base.rows.length === 0) throw notFound();
      const ordre = await nextCategorieOrder(access.duer);
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO duer_categories (id_duer, id_base_categorie, ordre) VALUES ($1, $2, $3) RETURNING id',
          [access.duer.id, idBaseCategorie, ordre],
        );
        const id = rows[0]?.id ?? 0;
        // The modules the firm's model of the same base type gives that unit, without ratings.
        await tx.query(
          `INSERT INTO duer_modules (id_duer_categorie, id_base_module, ordre)
           SELECT $1, m.id_base_module, m.ordre FROM duer_modules m JOIN duer_categories c ON c.id = m.id_duer_categorie
             JOIN duers d ON d.id = c.id_duer
            WHERE d.code_dossier IS NULL AND d.id_base_type = $2 AND c.id_base_categorie = $3 ORDER BY m.ordre`,
          [id, access.duer.id_base_type, idBaseCategorie],
        );
        return { insertId: id };
      });
    },
  );

  app.delete(
    '/api/duer/categories/:id',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'DeleteDuerCategorie: a work unit and everything in it',
        params: IdParam,
        response: { 200: StatusOk, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const access = await rowAccess(db, request, DUER_OF_CATEGORIE, request.params.id);
      requireRight(access, 'droitCreation');
      await db.query('DELETE FROM duer_categories WHERE id = $1', [request.params.id]);
      return { status: 'OK' as const };
    },
  );

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
      const access = await rowAccess(db, request, DUER_OF_CATEGORIE, id);
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

  app.get(
    '/api/duer/categories/:id/modules',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "DuerModulesFetch: a work unit's modules in order, each valid when all its active risks are rated",
        params: IdParam,
        response: { 200: Type.Array(DuerModuleSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { duer } = await rowAccess(db, request, DUER_OF_CATEGORIE, request.params.id);
      const [{ rows }, valid] = await Promise.all([
        db.query<{
          id: number;
          ordre: number;
          remarque: string | null;
          forcer_validation: boolean;
          id_base_module: number;
          nom: string;
        }>(
          `SELECT m.id, m.ordre, m.remarque, m.forcer_validation, m.id_base_module, b.nom FROM duer_modules m
             JOIN duer_base_modules b ON b.id = m.id_base_module WHERE m.id_duer_categorie = $1 ORDER BY m.ordre, m.id`,
          [request.params.id],
        ),
        validity(db, duer.id, duer.version_calcul_risque),
      ]);
      return rows.map((m) => ({
        id: m.id,
        ordre: m.ordre,
        remarque: m.remarque,
        estValide: valid.validModules.has(m.id),
        forcerValidation: m.forcer_validation,
        duerBaseModule: { id: m.id_base_module, nom: m.nom },
      }));
    },
  );

  app.get(
    '/api/duer/categories/:id/modules/base',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "The base modules a work unit does not use yet: the firm's catalogue and the file's own",
        params: IdParam,
        response: { 200: Type.Array(BaseModuleSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { duer } = await rowAccess(db, request, DUER_OF_CATEGORIE, request.params.id);
      const { rows } = await db.query<{ id: number; nom: string; code_dossier: string | null }>(
        `SELECT b.id, b.nom, b.code_dossier FROM duer_base_modules b
          WHERE (b.code_dossier IS NULL OR b.code_dossier = $1)
            AND NOT EXISTS (SELECT 1 FROM duer_modules m WHERE m.id_duer_categorie = $2 AND m.id_base_module = b.id)
          ORDER BY b.nom`,
        [duer.code_dossier, request.params.id],
      );
      return rows.map((r) => ({ id: r.id, nom: r.nom, codeDossier: r.code_dossier }));
    },
  );

  app.get(
    '/api/duer/categories/:id/modules/autres-duers',
    {
      config: { access: 'collab' },
      schema: {
        tags,
        summary: "The modules other files' DUERs hold whose base the work unit does not use (staff)",
        params: IdParam,
        response: othersResponse,
      },
    },
    async (request) => {
      const { duer } = await rowAccess(db, request, DUER_OF_CATEGORIE, request.params.id);
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

  done();
};
