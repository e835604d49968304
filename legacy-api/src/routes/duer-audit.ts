import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { auditNameIssue, CATEGORY_NAME_REQUIRED, remarkIssue } from '@portal/schema/rules/duer-audit';
import { Type } from 'typebox';
import type { Db } from '../db/db.ts';
import { duerAccess, requireRight } from '../duer/access.ts';
import { auditQuestions } from '../duer/audit.ts';
import { CreatedSchema, IdParam } from '../duer/schemas.ts';
import { badRequest, notFound } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, StatusOk } from '../schemas.ts';

const tags = ['duer'];

const QuestionRowSchema = Type.Object({
  q_id: Type.Integer(),
  q_ordre: Type.Integer(),
  q_reponse: Type.Boolean(),
  q_nonApplicable: Type.Boolean(),
  q_remarque: Type.String(),
  bq_nom: Type.String(),
  bca_id: Type.Integer(),
  bca_nom: Type.String(),
});

const QuestionParams = Type.Object({ id: Type.Integer(), idQuestion: Type.Integer() });

/** The next place in a category of a DUER's audit. */
const NEXT_ORDRE = `COALESCE((SELECT max(dq.ordre) FROM duer_questions dq JOIN duer_base_questions bq
  ON bq.id = dq.id_base_question WHERE dq.id_duer = $1 AND bq.id_base_categorie_audit = $2), 0) + 1`;

async function insertQuestion(db: Db, idDuer: number, idBaseCategorie: number, idBaseQuestion: number) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO duer_questions (id_duer, id_base_question, ordre) VALUES ($1, $3, ${NEXT_ORDRE}) RETURNING id`,
    [idDuer, idBaseCategorie, idBaseQuestion],
  );
  return rows[0]!.id;
}

async function newBaseQuestion(db: Db, nom: string, idBaseCategorie: number, codeDossier: string) {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO duer_base_questions (nom, id_base_categorie_audit, code_dossier) VALUES ($1, $2, $3) RETURNING id',
    [nom, idBaseCategorie, codeDossier],
  );
  return rows[0]!.id;
}

/**
 * The DUER's audit rows, the audit made first if this is its first read. The gateway asks for the questions and the
 * categories left side by side: on a PostgreSQL server (DATABASE_URL, several connections) both may find the audit
 * not made yet. Made in one transaction, the second waits on the first one's row until its questions are in.
 */
function madeAudit(db: Db, idDuer: number) {
  return db.transaction((tx) => auditQuestions(tx, idDuer));
}

function refuse(message: string | null): void {
  if (message) throw badRequest(message);
}

export const duerAuditRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/duer/:id/audit/questions',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "DuerQuestionsFetch: the DUER's audit rows by category, then order (made on its first read)",
        params: IdParam,
        response: { 200: Type.Array(QuestionRowSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { duer } = await duerAccess(db, request, request.params.id);
      return await madeAudit(db, duer.id);
    },
  );

  app.get(
    '/api/duer/:id/audit/categories-restantes',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "DuerCategoriesLeftFetch: the base categories (type 99, the firm's or the file's) the DUER has no question of",
        params: IdParam,
        response: {
          200: Type.Array(Type.Object({ id: Type.Integer(), nom: Type.String() })),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const { duer, dossier } = await duerAccess(db, request, request.params.id);
      await madeAudit(db, duer.id);
      const { rows } = await db.query<{ id: number; nom: string }>(
        `SELECT bca.id, bca.nom FROM duer_base_categories_audit bca
         WHERE bca.id_base_type = 99 AND (bca.code_dossier IS NULL OR bca.code_dossier = $2)
           AND NOT EXISTS (SELECT 1 FROM duer_questions dq JOIN duer_base_questions bq ON bq.id = dq.id_base_question
             WHERE dq.id_duer = $1 AND bq.id_base_categorie_audit = bca.id)
         ORDER BY bca.id`,
        [duer.id, dossier.codeDossier],
      );
      return rows;
    },
  );

  app.put(
    '/api/duer/:id/audit',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "SaveDuer: the answers, orders and remarks of the DUER's questions given (edit right)",
        params: IdParam,
        body: Type.Object({
          listQuestions: Type.Array(
            Type.Object({
              q_id: Type.Integer(),
              q_ordre: Type.Integer(),
              q_reponse: Type.Boolean(),
              q_nonApplicable: Type.Boolean(),
              q_remarque: Type.String(),
            }),
          ),
        }),
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, request.params.id);
      requireRight(access, 'droitModifs');
      const list = request.body.listQuestions;
      refuse(
        remarkIssue(
          list.map((q) => ({
            id: String(q.q_id),
            ordre: q.q_ordre,
            reponse: q.q_reponse,
            nonApplicable: q.q_nonApplicable,
            remarque: q.q_remarque,
          })),
        ),
      );
      for (const q of list)
        await db.query(
          `UPDATE duer_questions SET ordre = $3, reponse = $4, non_applicable = $5, remarque = $6
           WHERE id = $1 AND id_duer = $2`,
          [
            q.q_id,
            access.duer.id,
            q.q_ordre,
            q.q_reponse && !q.q_nonApplicable,
            q.q_nonApplicable,
            q.q_remarque,
          ],
        );
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/api/duer/:id/audit/questions',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'InsertDuerQuestion: a base question (idQuestion) or a new one (nom) added last to its category',
        params: IdParam,
        body: Type.Object({
          nom: Type.String(),
          idBaseCategorie: Type.Integer(),
          idQuestion: Type.Integer(),
        }),
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, request.params.id);
      requireRight(access, 'droitCreation');
      requireRight(access, 'droitModifs');
      const { nom, idBaseCategorie, idQuestion } = request.body;
      const categorie = await db.query('SELECT 1 FROM duer_base_categories_audit WHERE id = $1', [
        idBaseCategorie,
      ]);
      if (categorie.rows.length === 0) throw notFound();
      refuse(auditNameIssue(nom, 'Question'));
      const idBase =
        idQuestion > 0
          ? idQuestion
          : await newBaseQuestion(db, nom, idBaseCategorie, access.dossier.codeDossier);
      return { insertId: await insertQuestion(db, access.duer.id, idBaseCategorie, idBase) };
    },
  );

  app.delete(
    '/api/duer/:id/audit/questions/:idQuestion',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "DeleteDuerQuestion: a question of the DUER's audit deleted (creation right)",
        params: QuestionParams,
        response: { 200: StatusOk, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, request.params.id);
      requireRight(access, 'droitCreation');
      const { rows } = await db.query(
        'DELETE FROM duer_questions WHERE id = $1 AND id_duer = $2 RETURNING id',
        [request.params.idQuestion, access.duer.id],
      );
      if (rows.length === 0) throw notFound();
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/api/duer/:id/audit/categories',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "InsertDuerCategorieAudit: the file's own category, with its first question when one is given",
        params: IdParam,
        body: Type.Object({
          nom: Type.String(),
          idBaseType: Type.Integer(),
          nouvelleQuestion: Type.String(),
        }),
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, request.params.id);
      requireRight(access, 'droitCreation');
      requireRight(access, 'droitModifs');
      const { nom, idBaseType, nouvelleQuestion } = request.body;
      refuse(nom.trim() === '' ? CATEGORY_NAME_REQUIRED : null);
      refuse(auditNameIssue(nom, 'Catégorie') ?? auditNameIssue(nouvelleQuestion, 'Question'));
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO duer_base_categories_audit (nom, id_base_type, code_dossier) VALUES ($1, $2, $3) RETURNING id',
        [nom.trim(), idBaseType, access.dossier.codeDossier],
      );
      const id = rows[0]!.id;
      // A category shows through its questions: without a first one it waits among the categories left.
      if (nouvelleQuestion !== '') {
        const idBase = await newBaseQuestion(db, nouvelleQuestion, id, access.dossier.codeDossier);
        await insertQuestion(db, access.duer.id, id, idBase);
      }
      return { insertId: id };
    },
  );
  done();
};
