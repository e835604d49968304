import { Type } from 'typebox';
import type { Db } from '../db/db.ts';
import { notFound } from '../errors.ts';
import { errorResponses } from '../schemas.ts';
import { OtherDuerElementSchema } from './schemas.ts';

// Spec 002 §2, §3, §6 and §7: advisers add to a work unit a module another DUER holds and to a module an operation
// another DUER holds, each with its operations and risks, without ratings (a new assessment). The lists name each
// element once per DUER, by its base, and leave out what the unit or module already uses.

export interface OtherRow {
  id: number;
  nom: string;
  code_dossier: string;
  annee: number;
  id_duer: number;
}

export const toOther = (r: OtherRow) => ({
  id: r.id,
  nom: r.nom,
  codeDossier: r.code_dossier,
  annee: r.annee,
  idDuer: r.id_duer,
});

/** The answers of a list of other DUERs' elements. */
export const othersResponse = { 200: Type.Array(OtherDuerElementSchema), ...errorResponses(401, 403, 404) };

/**
 * The first row of another file DUER (not `idDuer`, not a model) holding the base element, through `sql` answering
 * `id` for the DUER `$1` and the base `$2`: the source of a duplication, or 404.
 */
export async function sourceOf(db: Db, sql: string, idDuer: number, source: { id: number; idDuer: number }) {
  if (source.idDuer === idDuer) throw notFound();
  const { rows } = await db.query<{ id: number }>(sql, [source.idDuer, source.id]);
  if (!rows[0]) throw notFound();
  return rows[0].id;
}
