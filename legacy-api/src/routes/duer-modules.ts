import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  labelIssue,
  MODULE_NAME_TAKEN,
  nameTaken,
  NO_MODULE_CHOSEN,
  REMARK_MAX,
  REMARK_TOO_LONG,
} from '@portal/schema/rules/duer';
import { Type } from 'typebox';
import { DUER_OF_CATEGORIE, DUER_OF_MODULE, requireRight, rowAccess } from '../duer/access.ts';
import { baseNames, checkedLabel, renameBase } from '../duer/base-rows.ts';
import { orderRoute } from '../duer/ordering.ts';
import { othersResponse, sourceOf, toOther, type OtherRow } from '../duer/other-duers.ts';
import { insertId, nextOrder, type RisqueWithBaseRow } from '../duer/rows.ts';
import {
  BaseGroupeSchema,
  CopyModuleInput,
  CopyModuleToCategorieInput,
  CreatedSchema,
  DuerGroupeSchema,
  DuplicateModuleInput,
  IdParam,
  InsertModuleInput,
  ModuleHistorySchema,
  RenameModuleInput,
  UpdateModuleInput,
} from '../duer/schemas.ts';
import { copyModuleContent } from '../duer/tree.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { iso, type RouteDeps } from '../route-deps.ts';
import { errorResponses, StatusOk } from '../schemas.ts';

const tags = ['duer'];
const num = (v: string | null) => (v === null ? null : Number(v));

const MODULE_IN_DUER = `SELECT m.id FROM duer_modules m JOIN duer_categories c ON c.id = m.id_duer_categorie
  JOIN duers d ON d.id = c.id_duer WHERE d.id = $1 AND d.code_dossier IS NOT NULL AND m.id_base_module = $2
  ORDER BY c.ordre, m.ordre, m.id LIMIT 1`;

/**
 * Spec 002 §2, §6 and §7: a work unit's modules (`/api/duer/modules…`): inserted, copied from the catalogue, from
 * another unit of the DUER or (staff) from another DUER without ratings, renamed, deleted, reordered, their remark
 * and forced validation; a module's operations with their risks, the base operations it may add, the operations
 * other DUERs hold (staff) and its history (staff). Adding, deleting and renaming need droitCreation; the remark,
 * the forced validation and the order droitModifs (§6).
 */
export const duerModulesRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.post(
    '/api/duer/modules',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'InsertDuerModule: a new module (a new base module of the file); the name unique among base modules',
        body: InsertModuleInput,
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { idDuerCategorie, nom = '' } = request.body;
      const access = await rowAccess(db, request, DUER_OF_CATEGORIE, idDuerCategorie);
      requireRight(access, 'droitCreation');
      const issue = labelIssue(nom);
      if (issue) throw badRequest(issue);
      const names = await db.query<{ nom: string }>(
        'SELECT nom FROM duer_base_modules WHERE code_dossier IS NULL OR code_dossier = $1',
        [access.duer.code_dossier],
      );
      if (
        nameTaken(
          nom,
          names.rows.map((r) => r.nom),
        )
      )
        throw conflict(MODULE_NAME_TAKEN);
      return db.transaction(async (tx) => {
        const base = await insertId(tx, 'INSERT INTO duer_base_modules (nom, code_dossier) VALUES ($1, $2)', [
          nom.trim(),
          access.duer.code_dossier,
        ]);
        const ordre = await nextOrder(tx, 'duer_modules', 'id_duer_categorie', idDuerCategorie ?? 0);
        return {
          insertId: await insertId(
            tx,
            'INSERT INTO duer_modules (id_duer_categorie, id_base_module, ordre) VALUES ($1, $2, $3)',
            [idDuerCategorie, base, ordre],
          ),
        };
      });
    },
  );

  app.post(
    '/api/duer/modules/copie',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "CopyDuerModule: adds a base module the unit does not use, with the operations and risks of the firm's model",
        body: CopyModuleInput,
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { idDuerCategorie, idBaseModule } = request.body;
      const access = await rowAccess(db, request, DUER_OF_CATEGORIE, idDuerCategorie);
      requireRight(access, 'droitCreation');
      const base = await db.query(
        `SELECT 1 FROM duer_base_modules b WHERE b.id = $1 AND (b.code_dossier IS NULL OR b.code_dossier = $2)
            AND NOT EXISTS (SELECT 1 FROM duer_modules m WHERE m.id_duer_categorie = $3 AND m.id_base_module = b.id)`,
        [idBaseModule, access.duer.code_dossier, idDuerCategorie],
      );
      if (base.rows.length === 0) throw notFound();
      return db.transaction(async (tx) => {
        const ordre = await nextOrder(tx, 'duer_modules', 'id_duer_categorie', idDuerCategorie ?? 0);
        const id = await insertId(
          tx,
          'INSERT INTO duer_modules (id_duer_categorie, id_base_module, ordre) VALUES ($1, $2, $3)',
          [idDuerCategorie, idBaseModule, ordre],
        );
        // The firm's model module of that base, its own activity type's first.
        const model = await tx.query<{ id: number }>(
          `SELECT m.id FROM duer_modules m JOIN duer_categories c ON c.id = m.id_duer_categorie
             JOIN duers d ON d.id = c.id_duer
            WHERE d.code_dossier IS NULL AND m.id_base_module = $1 ORDER BY (d.id_base_type = $2) DESC, m.id LIMIT 1`,
          [idBaseModule, access.duer.id_base_type],
        );
        if (model.rows[0]) await copyModuleContent(tx, model.rows[0].id, id, false);
        return { insertId: id };
      });
    },
  );

  app.put(
    '/api/duer/modules/validation/:id',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "Force validation: switches a module's forced validation (droitModifs)",
        params: IdParam,
        response: {
          200: Type.Object({ forcerValidation: Type.Boolean() }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      requireRight(await rowAccess(db, request, DUER_OF_MODULE, request.params.id), 'droitModifs');
      const { rows } = await db.query<{ forcer_validation: boolean }>(
        'UPDATE duer_modules SET forcer_validation = NOT forcer_validation WHERE id = $1 RETURNING forcer_validation',
        [request.params.id],
      );
      return { forcerValidation: rows[0]?.forcer_validation ?? false };
    },
  );

  app.get(
    '/api/duer/modules/:id/groupes',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "A module's operations in order, each with its risks in order and their pictograms",
        params: IdParam,
        response: { 200: Type.Array(DuerGroupeSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await rowAccess(db, request, DUER_OF_MODULE, request.params.id);
      const [groupes, risques, pictos, baseRisques] = await Promise.all([
        db.query<{ id: number; ordre: number; id_base_groupe: number; nom: string }>(
          `SELECT g.id, g.ordre, g.id_base_groupe, b.nom FROM duer_groupes g JOIN duer_base_groupes b ON b.id = g.id_base_groupe
            WHERE g.id_duer_module = $1 ORDER BY g.ordre, g.id`,
          [request.params.id],
        ),
        db.query<RisqueWithBaseRow>(
          `SELECT r.*, b.nom, b.est_avec_picto FROM duer_risques r JOIN duer_base_risques b ON b.id = r.id_base_risque
             JOIN duer_groupes g ON g.id = r.id_duer_groupe WHERE g.id_duer_module = $1 ORDER BY r.ordre, r.id`,
          [request.params.id],
        ),
        db.query<{
          id: number;
          id_duer_risque: number;
          description: string;
          id_base_picto: number;
          nom: string;
        }>(
          `SELECT p.id, p.id_duer_risque, p.description, p.id_base_picto, b.nom FROM duer_risque_pictos p
             JOIN duer_base_pictos b ON b.id = p.id_base_picto JOIN duer_risques r ON r.id = p.id_duer_risque
             JOIN duer_groupes g ON g.id = r.id_duer_groupe WHERE g.id_duer_module = $1 ORDER BY p.id`,
          [request.params.id],
        ),
        db.query<{ id_base_groupe: number; id: number; nom: string }>(
          `SELECT b.id_base_groupe, r.id, r.nom FROM duer_base_groupe_risques b
             JOIN duer_base_risques r ON r.id = b.id_base_risque
            WHERE b.id_base_groupe IN (SELECT id_base_groupe FROM duer_groupes WHERE id_duer_module = $1)
            ORDER BY r.nom, r.id`,
          [request.params.id],
        ),
      ]);
      return groupes.rows.map((g) => ({
        id: g.id,
        ordre: g.ordre,
        duerBaseGroupe: {
          id: g.id_base_groupe,
          nom: g.nom,
          duerBaseRisques: baseRisques.rows
            .filter((b) => b.id_base_groupe === g.id_base_groupe)
            .map((b) => ({ id: b.id, nom: b.nom })),
        },
        duerRisques: risques.rows
          .filter((r) => r.id_duer_groupe === g.id)
          .map((r) => ({
            id: r.id,
            ordre: r.ordre,
            estActif: r.est_actif,
            gravite: num(r.gravite),
            frequence: num(r.frequence),
            maitrise: num(r.maitrise),
            mesureExistante: r.mesure_existante,
            mesureAFaire: r.mesure_a_faire,
            mesureQui: r.mesure_qui,
            mesureDelai: r.mesure_delai,
            duerBaseRisque: { id: r.id_base_risque, nom: r.nom, estAvecPicto: r.est_avec_picto },
            duerPictos: pictos.rows
              .filter((p) => p.id_duer_risque === r.id)
              .map((p) => ({
                id: p.id,
                description: p.description,
                duerBasePicto: { id: p.id_base_picto, nom: p.nom },
              })),
          })),
      }));
    },
  );

  app.get(
    '/api/duer/modules/:id/historique',
    {
      config: { access: 'collab' },
      schema: {
        tags,
        summary:
          "Module history (staff): each risk's last change per tracked column, by collaborators and by the adherent",
        params: IdParam,
        response: { 200: ModuleHistorySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await rowAccess(db, request, DUER_OF_MODULE, request.params.id);
      const { rows } = await db.query<{
        id_duer_risque: number;
        nom_colonne: string;
        valeur: string | null;
        date_modification: Date;
        par_collaborateur: boolean;
      }>(
        `SELECT DISTINCT ON (h.id_duer_risque, h.nom_colonne, h.par_collaborateur)
                h.id_duer_risque, h.nom_colonne, h.valeur, h.date_modification, h.par_collaborateur
           FROM duer_historique h JOIN duer_risques r ON r.id = h.id_duer_risque
           JOIN duer_groupes g ON g.id = r.id_duer_groupe
          WHERE g.id_duer_module = $1
          ORDER BY h.id_duer_risque, h.nom_colonne, h.par_collaborateur, h.date_modification DESC, h.id DESC`,
        [request.params.id],
      );
      const entries = (collaborateur: boolean) => {
        const byRisk = new Map<
          number,
          { nomColonne: string; donnees: { dateModification: string; valeur: string | null } }[]
        >();
        for (const r of rows.filter((row) => row.par_collaborateur === collaborateur)) {
          const list = byRisk.get(r.id_duer_risque) ?? [];
          list.push({
            nomColonne: r.nom_colonne,
            donnees: { dateModification: iso(r.date_modification), valeur: r.valeur },
          });
          byRisk.set(r.id_duer_risque, list);
        }
        return [...byRisk].map(([idLigne, colonnes]) => ({ idLigne, colonnes }));
      };
      return { historiqueCollaborateur: entries(true), historiqueAdherent: entries(false) };
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
      requireRight(await rowAccess(db, request, DUER_OF_MODULE, id), 'droitModifs');
      if ((remarque?.length ?? 0) > REMARK_MAX) throw badRequest(REMARK_TOO_LONG);
      const kept = remarque?.trim() ? remarque : null;
      await db.query('UPDATE duer_modules SET remarque = $2 WHERE id = $1', [id, kept]);
      return { status: 'OK' as const };
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
      const access = await rowAccess(db, request, DUER_OF_MODULE, id);
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
      requireRight(await rowAccess(db, request, DUER_OF_MODULE, request.params.id), 'droitCreation');
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
      const access = await rowAccess(db, request, DUER_OF_MODULE, duerModule.id);
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
      const access = await rowAccess(db, request, DUER_OF_CATEGORIE, idDuerCategorie);
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
    '/api/duer/modules/:id/groupes/base',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "The base operations a module does not use yet: the firm's catalogue and the file's own",
        params: IdParam,
        response: { 200: Type.Array(BaseGroupeSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { duer } = await rowAccess(db, request, DUER_OF_MODULE, request.params.id);
      const { rows } = await db.query<{ id: number; nom: string; code_dossier: string | null }>(
        `SELECT b.id, b.nom, b.code_dossier FROM duer_base_groupes b
          WHERE (b.code_dossier IS NULL OR b.code_dossier = $1)
            AND NOT EXISTS (SELECT 1 FROM duer_groupes g WHERE g.id_duer_module = $2 AND g.id_base_groupe = b.id)
          ORDER BY b.nom, b.id`,
        [duer.code_dossier, request.params.id],
      );
      return rows.map((r) => ({ id: r.id, nom: r.nom, codeDossier: r.code_dossier }));
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
        response: othersResponse,
      },
    },
    async (request) => {
      const { duer } = await rowAccess(db, request, DUER_OF_MODULE, request.params.id);
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

  orderRoute(app, db, 'modules');

  done();
};
