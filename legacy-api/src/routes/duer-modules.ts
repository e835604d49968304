import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  GROUP_AND_RISK_REQUIRED,
  GROUP_NAME_TAKEN,
  labelIssue,
  MEASURE_FIELDS,
  MEASURE_MAX,
  MEASURE_TOO_LONG,
  MODULE_NAME_TAKEN,
  nameTaken,
  RATING_INVALID,
  TRACKED_COLUMNS,
} from '@portal/schema/rules/duer';
import { isStorable, scaleOf } from '@portal/schema/rules/duer-rating';
import { Type } from 'typebox';
import type { Db } from '../db/db.ts';
import {
  duerAccess,
  duerOfRow,
  DUER_OF_CATEGORIE,
  DUER_OF_MODULE,
  DUER_OF_RISQUE,
  requireRight,
} from '../duer/access.ts';
import {
  BaseModuleSchema,
  CopyModuleInput,
  CreatedSchema,
  DuerGroupeSchema,
  DuerModuleSchema,
  IdParam,
  InsertGroupeRisqueInput,
  InsertModuleInput,
  ModuleHistorySchema,
  RisqueChangeInput,
} from '../duer/schemas.ts';
import { copyModuleContent } from '../duer/tree.ts';
import { validity } from '../duer/validity.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { iso, type RouteDeps } from '../route-deps.ts';
import { errorResponses, StatusOk } from '../schemas.ts';

const tags = ['duer'];
const num = (v: string | null) => (v === null ? null : Number(v));

interface RisqueRow {
  id: number;
  id_duer_groupe: number;
  ordre: number;
  est_actif: boolean;
  gravite: string | null;
  frequence: string | null;
  maitrise: string | null;
  mesure_existante: string | null;
  mesure_a_faire: string | null;
  mesure_qui: string | null;
  mesure_delai: string | null;
  id_base_risque: number;
  nom: string;
  est_avec_picto: boolean;
}

/** A column's value as history compares and keeps it: ratings as numbers ('0.5' and 0.5 alike), measures as typed. */
const asText = (column: string, value: string | number | null): string | null =>
  value === null ? null : MEASURE_FIELDS.includes(column as never) ? String(value) : String(Number(value));

/** The legacy's field names of the risk columns. */
const COLUMN_OF = {
  mesureExistante: 'mesure_existante',
  mesureAFaire: 'mesure_a_faire',
  mesureQui: 'mesure_qui',
  mesureDelai: 'mesure_delai',
  gravite: 'gravite',
  frequence: 'frequence',
  maitrise: 'maitrise',
} as const;

export async function insertId(db: Db, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`${sql} RETURNING id`, params);
  return rows[0]?.id ?? 0;
}

export async function nextOrder(db: Db, table: string, parent: string, id: number): Promise<number> {
  const { rows } = await db.query<{ max: number | null }>(
    `SELECT max(ordre) AS max FROM ${table} WHERE ${parent} = $1`,
    [id],
  );
  return (rows[0]?.max ?? 0) + 1;
}

export const duerModulesRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db, clock }, done) => {
  const categorieAccess = async (request: Parameters<typeof duerAccess>[1], id: number | undefined) =>
    duerAccess(db, request, await duerOfRow(db, DUER_OF_CATEGORIE, id));
  const moduleAccess = async (request: Parameters<typeof duerAccess>[1], id: number | undefined) =>
    duerAccess(db, request, await duerOfRow(db, DUER_OF_MODULE, id));

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
      const { duer } = await categorieAccess(request, request.params.id);
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
      const { duer } = await categorieAccess(request, request.params.id);
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
      const access = await categorieAccess(request, idDuerCategorie);
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
      const access = await categorieAccess(request, idDuerCategorie);
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
      requireRight(await moduleAccess(request, request.params.id), 'droitModifs');
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
      await moduleAccess(request, request.params.id);
      const [groupes, risques, pictos, baseRisques] = await Promise.all([
        db.query<{ id: number; ordre: number; id_base_groupe: number; nom: string }>(
          `SELECT g.id, g.ordre, g.id_base_groupe, b.nom FROM duer_groupes g JOIN duer_base_groupes b ON b.id = g.id_base_groupe
            WHERE g.id_duer_module = $1 ORDER BY g.ordre, g.id`,
          [request.params.id],
        ),
        db.query<RisqueRow>(
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

  app.put(
    '/api/duer/risques',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'Update risks: the modified risks of one DUER (droitModifs); each changed rating or measure writes a history row',
        body: Type.Array(RisqueChangeInput),
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const changes = request.body;
      const duers = new Set<number>();
      for (const change of changes) duers.add(await duerOfRow(db, DUER_OF_RISQUE, change.id));
      if (duers.size > 1) throw badRequest('Les risques doivent appartenir au même DUER.');
      const [idDuer] = duers;
      if (idDuer === undefined) return { status: 'OK' as const };
      const access = await duerAccess(db, request, idDuer);
      requireRight(access, 'droitModifs');
      const scale = scaleOf(access.duer.version_calcul_risque);
      for (const change of changes) {
        for (const field of MEASURE_FIELDS)
          if ((change[field]?.length ?? 0) > MEASURE_MAX) throw badRequest(MEASURE_TOO_LONG);
        const rating = {
          gravite: change.gravite ?? null,
          frequence: change.frequence ?? null,
          maitrise: change.maitrise ?? null,
        };
        if (!isStorable(scale, rating)) throw badRequest(RATING_INVALID);
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        for (const change of changes) {
          const { rows } = await tx.query<RisqueRow>('SELECT * FROM duer_risques WHERE id = $1 FOR UPDATE', [
            change.id,
          ]);
          const before = rows[0];
          if (!before) throw notFound();
          const sets: string[] = [];
          const params: unknown[] = [change.id];
          if (change.estActif !== undefined) {
            params.push(change.estActif);
            sets.push(`est_actif = $${params.length}`);
          }
          for (const column of TRACKED_COLUMNS) {
            const value = change[column];
            if (value === undefined) continue;
            const same = asText(column, before[COLUMN_OF[column]]) === asText(column, value);
            params.push(value);
            sets.push(`${COLUMN_OF[column]} = $${params.length}`);
            if (!same)
              await tx.query(
                `INSERT INTO duer_historique (id_duer_risque, nom_colonne, valeur, date_modification, par_collaborateur, login)
                 VALUES ($1, $2, $3, $4, $5, $6)`,
                [
                  change.id,
                  column,
                  value === null ? null : String(value),
                  now,
                  access.viewer.collaborateur,
                  access.viewer.login,
                ],
              );
          }
          if (sets.length > 0)
            await tx.query(`UPDATE duer_risques SET ${sets.join(', ')} WHERE id = $1`, params);
        }
      });
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/api/duer/groupes/risque',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Insert operation and risk: a new operation holding a new risk (droitCreation)',
        body: InsertGroupeRisqueInput,
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { idDuerModule, nomGroupe = '', nomRisque = '' } = request.body;
      const access = await moduleAccess(request, idDuerModule);
      requireRight(access, 'droitCreation');
      if (nomGroupe.trim() === '' || nomRisque.trim() === '') throw badRequest(GROUP_AND_RISK_REQUIRED);
      const issue = labelIssue(nomGroupe) ?? labelIssue(nomRisque);
      if (issue) throw badRequest(issue);
      const names = await db.query<{ nom: string }>(
        'SELECT nom FROM duer_base_groupes WHERE code_dossier IS NULL OR code_dossier = $1',
        [access.duer.code_dossier],
      );
      if (
        nameTaken(
          nomGroupe,
          names.rows.map((r) => r.nom),
        )
      )
        throw conflict(GROUP_NAME_TAKEN);
      const code = access.duer.code_dossier;
      return db.transaction(async (tx) => {
        const baseGroupe = await insertId(
          tx,
          'INSERT INTO duer_base_groupes (nom, code_dossier) VALUES ($1, $2)',
          [nomGroupe.trim(), code],
        );
        const baseRisque = await insertId(
          tx,
          'INSERT INTO duer_base_risques (nom, code_dossier) VALUES ($1, $2)',
          [nomRisque.trim(), code],
        );
        await tx.query('INSERT INTO duer_base_groupe_risques VALUES ($1, $2)', [baseGroupe, baseRisque]);
        const ordre = await nextOrder(tx, 'duer_groupes', 'id_duer_module', idDuerModule ?? 0);
        const groupe = await insertId(
          tx,
          'INSERT INTO duer_groupes (id_duer_module, id_base_groupe, ordre) VALUES ($1, $2, $3)',
          [idDuerModule, baseGroupe, ordre],
        );
        await tx.query(
          'INSERT INTO duer_risques (id_duer_groupe, id_base_risque, ordre) VALUES ($1, $2, 1)',
          [groupe, baseRisque],
        );
        return { insertId: groupe };
      });
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
      await moduleAccess(request, request.params.id);
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

  done();
};
