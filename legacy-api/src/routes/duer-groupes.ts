import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  GROUP_AND_RISK_REQUIRED,
  GROUP_NAME_TAKEN,
  labelIssue,
  nameTaken,
  NO_OPERATION_CHOSEN,
} from '@portal/schema/rules/duer';
import { DUER_OF_GROUPE, DUER_OF_MODULE, requireRight, rowAccess } from '../duer/access.ts';
import { baseNames, checkedLabel, renameBase } from '../duer/base-rows.ts';
import { orderRoute } from '../duer/ordering.ts';
import { sourceOf } from '../duer/other-duers.ts';
import { insertId, nextOrder } from '../duer/rows.ts';
import {
  CopyGroupeInput,
  CreatedSchema,
  DuplicateGroupeInput,
  IdParam,
  InsertGroupeInput,
  InsertGroupeRisqueInput,
  RenameGroupeInput,
} from '../duer/schemas.ts';
import { copyGroupeContent } from '../duer/tree.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, StatusOk } from '../schemas.ts';

const tags = ['duer'];

const GROUPE_IN_DUER = `SELECT g.id FROM duer_groupes g JOIN duer_modules m ON m.id = g.id_duer_module
  JOIN duer_categories c ON c.id = m.id_duer_categorie JOIN duers d ON d.id = c.id_duer
  WHERE d.id = $1 AND d.code_dossier IS NOT NULL AND g.id_base_groupe = $2 ORDER BY c.ordre, m.ordre, g.ordre, g.id LIMIT 1`;

/**
 * Spec 002 §2, §6 and §7 (Module screen): a module's operations (`/api/duer/groupes…`): inserted (empty, or with a
 * new risk), copied from the catalogue or (staff) from another DUER without ratings, renamed, deleted and
 * reordered. Adding, deleting and renaming an operation need droitCreation; reordering needs droitModifs (§6).
 */
export const duerGroupesRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
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
      const access = await rowAccess(db, request, DUER_OF_MODULE, idDuerModule);
      requireRight(access, 'droitCreation');
      const label = checkedLabel(nom);
      if (nameTaken(label, await baseNames(db, 'duer_base_groupes', access.duer.code_dossier, null)))
        throw conflict(GROUP_NAME_TAKEN);
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
      const access = await rowAccess(db, request, DUER_OF_MODULE, idDuerModule);
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
      const access = await rowAccess(db, request, DUER_OF_GROUPE, id);
      requireRight(access, 'droitCreation');
      const nom = checkedLabel(duerBaseGroupe.nom);
      const own = await db.query<{ id_base_groupe: number }>(
        'SELECT id_base_groupe FROM duer_groupes WHERE id = $1',
        [id],
      );
      const names = await baseNames(
        db,
        'duer_base_groupes',
        access.duer.code_dossier,
        own.rows[0]?.id_base_groupe ?? null,
      );
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
      requireRight(await rowAccess(db, request, DUER_OF_GROUPE, request.params.id), 'droitCreation');
      await db.query('DELETE FROM duer_groupes WHERE id = $1', [request.params.id]);
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
      const access = await rowAccess(db, request, DUER_OF_MODULE, idDuerModule);
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
      const access = await rowAccess(db, request, DUER_OF_MODULE, idDuerModule);
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

  orderRoute(app, db, 'groupes');

  done();
};
