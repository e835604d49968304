import type { Db } from '../db/db.ts';

/** A row of `duer_risques`. */
export interface RisqueRow {
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
}

/** A risk's row with its base risk's name and whether it is offered pictograms. */
export interface RisqueWithBaseRow extends RisqueRow {
  nom: string;
  est_avec_picto: boolean;
}

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
