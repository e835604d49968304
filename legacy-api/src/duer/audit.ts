import type { Db } from '../db/db.ts';

/** A DUER's first read makes its audit from the firm's questions, numbered 1..n in each category. */
async function ensureAudit(db: Db, idDuer: number): Promise<void> {
  const created = await db.query(
    'INSERT INTO duer_audits (id_duer) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id_duer',
    [idDuer],
  );
  if (created.rows.length === 0) return;
  await db.query(
    `INSERT INTO duer_questions (id_duer, id_base_question, ordre)
     SELECT $1, q.id, row_number() OVER (PARTITION BY q.id_base_categorie_audit ORDER BY q.id)
     FROM duer_base_questions q WHERE q.code_dossier IS NULL ORDER BY q.id`,
    [idDuer],
  );
}

/** A DUER's audit questions (DuerQuestionsFetch), by category then order; made on the DUER's first read. */
export async function auditQuestions(db: Db, idDuer: number) {
  await ensureAudit(db, idDuer);
  const { rows } = await db.query<{
    q_id: number;
    q_ordre: number;
    q_reponse: boolean;
    q_nonApplicable: boolean;
    q_remarque: string;
    bq_nom: string;
    bca_id: number;
    bca_nom: string;
  }>(
    `SELECT dq.id AS q_id, dq.ordre AS q_ordre, dq.reponse AS q_reponse, dq.non_applicable AS "q_nonApplicable",
       dq.remarque AS q_remarque, bq.nom AS bq_nom, bca.id AS bca_id, bca.nom AS bca_nom
     FROM duer_questions dq JOIN duer_base_questions bq ON bq.id = dq.id_base_question
     JOIN duer_base_categories_audit bca ON bca.id = bq.id_base_categorie_audit
     WHERE dq.id_duer = $1 ORDER BY bca.id, dq.ordre, dq.id`,
    [idDuer],
  );
  return rows;
}
