import { labelIssue } from '@portal/schema/rules/duer';
import type { Db } from '../db/db.ts';
import { badRequest, notFound } from '../errors.ts';
import type { DuerAccess } from './access.ts';
import { insertId } from './rows.ts';

/** The label's §5 refusal (400), before anything is written. */
export function checkedLabel(nom: string | undefined): string {
  const issue = labelIssue(nom ?? '');
  if (issue) throw badRequest(issue);
  return (nom ?? '').trim();
}

/** The base rows' names the file sees (the firm's catalogue and its own), but the one being renamed. */
export async function baseNames(
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
 * Renames the base row a module, an operation or a risk points to: the file's own base is renamed in place; a
 * catalogue's one is left to the other files and DUERs, the row pointing to a new base of the file under the new name.
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
