import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { GROUP_NAME_TAKEN, labelIssue, nameTaken } from '@portal/schema/rules/duer';
import { Type } from 'typebox';
import type { Db } from '../db/db.ts';
import { insertId, nextOrder } from './duer-modules.ts';
import {
  duerAccess,
  duerOfRow,
  DUER_OF_GROUPE,
  DUER_OF_MODULE,
  DUER_OF_RISQUE,
  requireRight,
  type DuerAccess,
} from '../duer/access.ts';
import {
  BaseGroupeSchema,
  CopyGroupeInput,
  CopyRisqueInput,
  CreatedSchema,
  IdParam,
  InsertGroupeInput,
  InsertRisqueInput,
  OrdresInput,
  RenameGroupeInput,
  RenameRisqueInput,
} from '../duer/schemas.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, StatusOk } from '../schemas.ts';

const tags = ['duer'];

/** The label's §5 refusal (400), before anything is written. */
export function checkedLabel(nom: string | undefined): string {
  const issue = labelIssue(nom ?? '');
  if (issue) throw badRequest(issue);
  return (nom ?? '').trim();
}

/** The base operations' names the file sees: the firm's catalogue and its own. */
async function groupeNames(db: Db, codeDossier: string, except: number | null = null): Promise<string[]> {
  const { rows } = await db.query<{ nom: string }>(
    'SELECT nom FROM duer_base_groupes WHERE (code_dossier IS NULL OR code_dossier = $1) AND id IS DISTINCT FROM $2',
    [codeDossier, except],
  );
  return rows.map((r) => r.nom);
}

/**
 * Renames the base row an operation or a risk points to: the file's own base is renamed in place; a catalogue's
 * one is left to the other files and DUERs, the row pointing to a new base of the file under the new name.
 */
export async function renameBase(
  db: Db,
  access: DuerAccess,
  rename: { table: string; baseTable: string; baseColumn: string; id: number; nom: string },
): Promise<void> {
  const { table, baseTable, baseColumn, id, nom } = rename;
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ base: number; code_dossier: string | null }>(
      `SELECT b.id AS base, b.code_dossier FROM ${table} t JOIN ${baseTable} b ON b.id = t.${baseColumn} WHERE t.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) throw notFound();
    if (row.code_dossier === access.duer.code_dossier) {
      await tx.query(`UPDATE ${baseTable} SET nom = $2 WHERE id = $1`, [row.base, nom]);
      return;
    }
    const base = await insertId(tx, `INSERT INTO ${baseTable} (nom, code_dossier) VALUES ($1, $2)`, [
      nom,
      access.duer.code_dossier,
    ]);
    await tx.query(`UPDATE ${table} SET ${baseColumn} = $2 WHERE id = $1`, [id, base]);
  });
}

/**
 * Spec 002 §7 (Module screen): a module's operations and their risks: insert, copy from the catalogue, rename,
 * delete and reorder. Adding, deleting and renaming an operation need droitCreation; renaming and reordering risks
 * and reordering operations need droitModifs (§6).
 */
export const duerGroupesRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  const accessOf = async (request: Parameters<typeof duerAccess>[1], sql: string, id: number | undefined) =>
    duerAccess(db, request, await duerOfRow(db, sql, id));

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
      const { duer } = await accessOf(request, DUER_OF_MODULE, request.params.id);
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

  app.post(
    '/api/duer/groupes',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'Insert operation: an empty operation (a new base operation of the file); its name unique among base operations',
        body: InsertGroupeInput,
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { idDuerModule, nom } = request.body;
      const access = await accessOf(request, DUER_OF_MODULE, idDuerModule);
      requireRight(access, 'droitCreation');
      const label = checkedLabel(nom);
      if (nameTaken(label, await groupeNames(db, access.duer.code_dossier))) throw conflict(GROUP_NAME_TAKEN);
      return db.transaction(async (tx) => {
        const base = await insertId(tx, 'INSERT INTO duer_base_groupes (nom, code_dossier) VALUES ($1, $2)', [
          label,
          access.duer.code_dossier,
        ]);
        const ordre = await nextOrder(tx, 'duer_groupes', 'id_duer_module', idDuerModule ?? 0);
        const id = await insertId(
          tx,
          'INSERT INTO duer_groupes (id_duer_module, id_base_groupe, ordre) VALUES ($1, $2, $3)',
          [idDuerModule, base, ordre],
        );
        return { insertId: id };
      });
    },
  );

  app.post(
    '/api/duer/groupes/copie',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Copy base operation: a base operation the module does not use, with the risks it proposes',
        body: CopyGroupeInput,
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { idDuerModule, idBaseGroupe } = request.body;
      const access = await accessOf(request, DUER_OF_MODULE, idDuerModule);
      requireRight(access, 'droitCreation');
      const base = await db.query(
        `SELECT 1 FROM duer_base_groupes b WHERE b.id = $1 AND (b.code_dossier IS NULL OR b.code_dossier = $2)
            AND NOT EXISTS (SELECT 1 FROM duer_groupes g WHERE g.id_duer_module = $3 AND g.id_base_groupe = b.id)`,
        [idBaseGroupe, access.duer.code_dossier, idDuerModule],
      );
      if (base.rows.length === 0) throw notFound();
      return db.transaction(async (tx) => {
        const ordre = await nextOrder(tx, 'duer_groupes', 'id_duer_module', idDuerModule ?? 0);
        const id = await insertId(
          tx,
          'INSERT INTO duer_groupes (id_duer_module, id_base_groupe, ordre) VALUES ($1, $2, $3)',
          [idDuerModule, idBaseGroupe, ordre],
        );
        await tx.query(
          `INSERT INTO duer_risques (id_duer_groupe, id_base_risque, ordre)
           SELECT $1, r.id_base_risque, row_number() OVER (ORDER BY r.id_base_risque)
             FROM duer_base_groupe_risques r WHERE r.id_base_groupe = $2`,
          [id, idBaseGroupe],
        );
        return { insertId: id };
      });
    },
  );

  app.put(
    '/api/duer/groupes/nom',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "Update operation name (droitCreation): the file's own base renamed, a catalogue's replaced by a new one of the file",
        body: RenameGroupeInput,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, duerBaseGroupe } = request.body.duerGroupe;
      const access = await accessOf(request, DUER_OF_GROUPE, id);
      requireRight(access, 'droitCreation');
      const nom = checkedLabel(duerBaseGroupe.nom);
      const own = await db.query<{ id_base_groupe: number }>(
        'SELECT id_base_groupe FROM duer_groupes WHERE id = $1',
        [id],
      );
      const names = await groupeNames(db, access.duer.code_dossier, own.rows[0]?.id_base_groupe ?? null);
      if (nameTaken(nom, names)) throw conflict(GROUP_NAME_TAKEN);
      const rename = { table: 'duer_groupes', baseTable: 'duer_base_groupes', baseColumn: 'id_base_groupe' };
      await renameBase(db, access, { ...rename, id, nom });
      return { status: 'OK' as const };
    },
  );

  app.delete(
    '/api/duer/groupes/:id',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Delete operation (droitCreation): the operation and its risks',
        params: IdParam,
        response: { 200: StatusOk, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireRight(await accessOf(request, DUER_OF_GROUPE, request.params.id), 'droitCreation');
      await db.query('DELETE FROM duer_groupes WHERE id = $1', [request.params.id]);
      return { status: 'OK' as const };
    },
  );

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
      const access = await accessOf(request, DUER_OF_GROUPE, idDuerGroupe);
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
      const access = await accessOf(request, DUER_OF_GROUPE, idDuerGroupe);
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
      const access = await accessOf(request, DUER_OF_RISQUE, id);
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
      requireRight(await accessOf(request, DUER_OF_RISQUE, request.params.id), 'droitCreation');
      await db.query('DELETE FROM duer_risques WHERE id = $1', [request.params.id]);
      return { status: 'OK' as const };
    },
  );

  const ORDERED = {
    modules: ['module', 'duer_modules', DUER_OF_MODULE],
    groupes: ['operation', 'duer_groupes', DUER_OF_GROUPE],
    risques: ['risk', 'duer_risques', DUER_OF_RISQUE],
  } as const;
  for (const [kind, [what, table, sql]] of Object.entries(ORDERED))
    app.put(
      `/api/duer/${kind}/ordre`,
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: `Update ${what} order (droitModifs): [{id, ordre}] of one DUER`,
          body: OrdresInput,
          response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const duers = new Set<number>();
        for (const { id } of request.body) duers.add(await duerOfRow(db, sql, id));
        if (duers.size > 1) throw badRequest('Les éléments doivent appartenir au même DUER.');
        const [idDuer] = duers;
        if (idDuer === undefined) return { status: 'OK' as const };
        requireRight(await duerAccess(db, request, idDuer), 'droitModifs');
        await db.transaction(async (tx) => {
          for (const { id, ordre } of request.body)
            await tx.query(`UPDATE ${table} SET ordre = $2 WHERE id = $1`, [id, ordre]);
        });
        return { status: 'OK' as const };
      },
    );

  done();
};
