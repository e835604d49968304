import type { Db } from '../db/db.ts';

// A DUER's preamble as the legacy keeps it, made on its first read: what its calls and the print read.

/** The DUER's preamble id; a DUER's first read creates it with the base categories' titles. */
export async function preambuleIdOf(db: Db, idDuer: number): Promise<number> {
  const created = await db.query<{ id: number }>(
    'INSERT INTO duer_preambules (id_duer) VALUES ($1) ON CONFLICT (id_duer) DO NOTHING RETURNING id',
    [idDuer],
  );
  const id = created.rows[0]?.id;
  if (id !== undefined) {
    await db.query(
      `INSERT INTO duer_preambule_categories (id_preambule, titre, ordre)
       SELECT $1, titre, ordre FROM duer_base_preambule_categories ORDER BY ordre`,
      [id],
    );
    return id;
  }
  const { rows } = await db.query<{ id: number }>('SELECT id FROM duer_preambules WHERE id_duer = $1', [
    idDuer,
  ]);
  return rows[0]!.id;
}

/** A preamble's categories in their order. */
export const categoriesOf = async (db: Db, idPreambule: number) =>
  (
    await db.query<{ id: number; titre: string; contenu: string; ordre: number }>(
      'SELECT id, titre, contenu, ordre FROM duer_preambule_categories WHERE id_preambule = $1 ORDER BY ordre, id',
      [idPreambule],
    )
  ).rows;

/** DuerPreambuleFetch: the preamble's texts and its categories in their order. */
export async function preambuleOf(db: Db, idDuer: number) {
  const idPreambule = await preambuleIdOf(db, idDuer);
  const { rows } = await db.query<{
    descriptifExploitation: string;
    ressourcesHumaines: string;
    prestationsServices: string;
  }>(
    `SELECT descriptif_exploitation AS "descriptifExploitation", ressources_humaines AS "ressourcesHumaines",
       prestations_services AS "prestationsServices" FROM duer_preambules WHERE id = $1`,
    [idPreambule],
  );
  return { idPreambule, ...rows[0]!, categories: await categoriesOf(db, idPreambule) };
}
