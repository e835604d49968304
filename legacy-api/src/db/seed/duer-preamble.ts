import type { Db } from '../db.ts';

/** The titles a new preamble opens with (ours: the spec shows none). */
const BASE_CATEGORIES = ['Méthodologie', 'Suivi et mise à jour'];

/** The base categories, and a preamble for each seeded DUER of a file (the models have none), in id order. */
export async function seedDuerPreamble(db: Db): Promise<void> {
  for (const [index, titre] of BASE_CATEGORIES.entries())
    await db.query('INSERT INTO duer_base_preambule_categories (titre, ordre) VALUES ($1, $2)', [
      titre,
      index + 1,
    ]);
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM duers WHERE code_dossier IS NOT NULL ORDER BY id',
  );
  for (const { id } of rows) {
    const created = await db.query<{ id: number }>(
      "INSERT INTO duer_preambules (id_duer, descriptif_exploitation) VALUES ($1, 'Exploitation familiale') RETURNING id",
      [id],
    );
    await db.query(
      `INSERT INTO duer_preambule_categories (id_preambule, titre, contenu, ordre)
       SELECT $1, titre, '', ordre FROM duer_base_preambule_categories ORDER BY ordre`,
      [created.rows[0]!.id],
    );
  }
}
