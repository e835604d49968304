import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  MEASURE_FIELDS,
  MEASURE_MAX,
  MEASURE_TOO_LONG,
  RATING_INVALID,
  TRACKED_COLUMNS,
} from '@portal/schema/rules/duer';
import { PICTOS_NOT_OFFERED, pictosUpdateIssue } from '@portal/schema/rules/duer-pictos';
import { isStorable, scaleOf } from '@portal/schema/rules/duer-rating';
import { Type } from 'typebox';
import {
  duerAccess,
  duerOfRow,
  DUER_OF_GROUPE,
  DUER_OF_RISQUE,
  requireRight,
  rowAccess,
} from '../duer/access.ts';
import { checkedLabel, renameBase } from '../duer/base-rows.ts';
import { orderRoute } from '../duer/ordering.ts';
import { insertId, nextOrder, type RisqueRow } from '../duer/rows.ts';
import {
  CopyRisqueInput,
  CreatedSchema,
  IdParam,
  InsertRisqueInput,
  RenameRisqueInput,
  RisqueChangeInput,
} from '../duer/schemas.ts';
import { badRequest, notFound } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, StatusOk } from '../schemas.ts';

const tags = ['duer'];

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

const PictosUpdateInput = Type.Object({
  idDuerRisque: Type.Integer(),
  ajouts: Type.Array(
    Type.Object({ description: Type.String(), duerBasePicto: Type.Object({ id: Type.Integer() }) }),
  ),
  suppressions: Type.Array(Type.Object({ id: Type.Integer() })),
  modifications: Type.Array(Type.Object({ id: Type.Integer(), description: Type.String() })),
});

/**
 * Spec 002 §3 and §7 (Module screen): an operation's risks (`/api/duer/risques…`): inserted, copied from the
 * operation's base, renamed, deleted, reordered, rated with their measures (each change written to the history) and
 * given pictograms. Inserting and deleting need droitCreation; renaming, reordering, rating and pictograms
 * droitModifs (§6).
 */
export const duerRisquesRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db, clock }, done) => {
  app.post(
    '/api/duer/risques',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Insert risk (droitCreation): a new risk (a new base risk of the file) in an operation',
        body: InsertRisqueInput,
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { idDuerGroupe, nom } = request.body;
      const access = await rowAccess(db, request, DUER_OF_GROUPE, idDuerGroupe);
      requireRight(access, 'droitCreation');
      const label = checkedLabel(nom);
      return db.transaction(async (tx) => {
        const base = await insertId(tx, 'INSERT INTO duer_base_risques (nom, code_dossier) VALUES ($1, $2)', [
          label,
          access.duer.code_dossier,
        ]);
        const ordre = await nextOrder(tx, 'duer_risques', 'id_duer_groupe', idDuerGroupe ?? 0);
        const id = await insertId(
          tx,
          'INSERT INTO duer_risques (id_duer_groupe, id_base_risque, ordre) VALUES ($1, $2, $3)',
          [idDuerGroupe, base, ordre],
        );
        return { insertId: id };
      });
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
    '/api/duer/risques/copie',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "Copy base risk (droitCreation): a risk its operation's base proposes and it does not hold yet",
        body: CopyRisqueInput,
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { idDuerGroupe, idBaseRisque } = request.body;
      const access = await rowAccess(db, request, DUER_OF_GROUPE, idDuerGroupe);
      requireRight(access, 'droitCreation');
      const offered = await db.query(
        `SELECT 1 FROM duer_groupes g JOIN duer_base_groupe_risques b ON b.id_base_groupe = g.id_base_groupe
          WHERE g.id = $1 AND b.id_base_risque = $2
            AND NOT EXISTS (SELECT 1 FROM duer_risques r WHERE r.id_duer_groupe = g.id AND r.id_base_risque = $2)`,
        [idDuerGroupe, idBaseRisque],
      );
      if (offered.rows.length === 0) throw notFound();
      const ordre = await nextOrder(db, 'duer_risques', 'id_duer_groupe', idDuerGroupe ?? 0);
      return {
        insertId: await insertId(
          db,
          'INSERT INTO duer_risques (id_duer_groupe, id_base_risque, ordre) VALUES ($1, $2, $3)',
          [idDuerGroupe, idBaseRisque, ordre],
        ),
      };
    },
  );

  app.put(
    '/api/duer/risques/nom',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "Update base risk name (droitModifs): the file's own base renamed, a catalogue's replaced by a new one of the file",
        body: RenameRisqueInput,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id, duerBaseRisque } = request.body.duerRisque;
      const access = await rowAccess(db, request, DUER_OF_RISQUE, id);
      requireRight(access, 'droitModifs');
      const nom = checkedLabel(duerBaseRisque.nom);
      const rename = { table: 'duer_risques', baseTable: 'duer_base_risques', baseColumn: 'id_base_risque' };
      await renameBase(db, access, { ...rename, id, nom });
      return { status: 'OK' as const };
    },
  );

  app.delete(
    '/api/duer/risques/:id',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Delete risk (droitCreation)',
        params: IdParam,
        response: { 200: StatusOk, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireRight(await rowAccess(db, request, DUER_OF_RISQUE, request.params.id), 'droitCreation');
      await db.query('DELETE FROM duer_risques WHERE id = $1', [request.params.id]);
      return { status: 'OK' as const };
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
      const access = await rowAccess(db, request, DUER_OF_RISQUE, idDuerRisque);
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

  orderRoute(app, db, 'risques');

  done();
};
