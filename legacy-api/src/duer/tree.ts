import type { Db } from '../db/db.ts';
import type { RisqueRow } from './rows.ts';

/** Where a copied DUER goes: its file and year (null for a model), base type and scale. */
export interface DuerTarget {
  codeDossier: string | null;
  annee: number | null;
  idBaseType: number;
  versionCalculRisque: number;
}

export async function insertDuer(db: Db, target: DuerTarget): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO duers (code_dossier, annee, id_base_type, version_calcul_risque)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [target.codeDossier, target.annee, target.idBaseType, target.versionCalculRisque],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('DUER not inserted');
  return id;
}

async function insertReturningId(db: Db, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`${sql} RETURNING id`, params);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('row not inserted');
  return id;
}

/**
 * Copies a module's operations, risks and pictograms into another module. With `contenu` the ratings, measures
 * and pictograms go along; without, the risks start uninitialised.
 */
export async function copyModuleContent(db: Db, fromModule: number, toModule: number, contenu: boolean) {
  const groupes = await db.query<{ id: number; id_base_groupe: number; ordre: number }>(
    'SELECT id, id_base_groupe, ordre FROM duer_groupes WHERE id_duer_module = $1 ORDER BY ordre, id',
    [fromModule],
  );
  for (const g of groupes.rows) {
    const groupe = await insertReturningId(
      db,
      'INSERT INTO duer_groupes (id_duer_module, id_base_groupe, ordre) VALUES ($1, $2, $3)',
      [toModule, g.id_base_groupe, g.ordre],
    );
    await copyGroupeContent(db, g.id, groupe, contenu);
  }
}

export async function copyGroupeContent(db: Db, fromGroupe: number, toGroupe: number, contenu: boolean) {
  const risques = await db.query<RisqueRow>(
    'SELECT * FROM duer_risques WHERE id_duer_groupe = $1 ORDER BY ordre, id',
    [fromGroupe],
  );
  for (const r of risques.rows) {
    const kept = (value: string | null) => (contenu ? value : null);
    const risque = await insertReturningId(
      db,
      `INSERT INTO duer_risques (id_duer_groupe, id_base_risque, ordre, est_actif, gravite, frequence, maitrise,
         mesure_existante, mesure_a_faire, mesure_qui, mesure_delai)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        toGroupe,
        r.id_base_risque,
        r.ordre,
        r.est_actif,
        kept(r.gravite),
        kept(r.frequence),
        kept(r.maitrise),
        kept(r.mesure_existante),
        kept(r.mesure_a_faire),
        kept(r.mesure_qui),
        kept(r.mesure_delai),
      ],
    );
    if (contenu)
      await db.query(
        `INSERT INTO duer_risque_pictos (id_duer_risque, id_base_picto, description)
         SELECT $1, id_base_picto, description FROM duer_risque_pictos WHERE id_duer_risque = $2 ORDER BY id`,
        [risque, r.id],
      );
  }
}

/** Copies a work unit and its modules into a DUER at the given order. */
export async function copyCategorie(
  db: Db,
  fromCategorie: number,
  toDuer: number,
  ordre: number,
  contenu: boolean,
) {
  const { rows } = await db.query<{ id_base_categorie: number }>(
    'SELECT id_base_categorie FROM duer_categories WHERE id = $1',
    [fromCategorie],
  );
  const base = rows[0]?.id_base_categorie;
  if (base === undefined) throw new Error('unknown work unit');
  const categorie = await insertReturningId(
    db,
    'INSERT INTO duer_categories (id_duer, id_base_categorie, ordre) VALUES ($1, $2, $3)',
    [toDuer, base, ordre],
  );
  const modules = await db.query<{
    id: number;
    id_base_module: number;
    ordre: number;
    remarque: string | null;
  }>(
    'SELECT id, id_base_module, ordre, remarque FROM duer_modules WHERE id_duer_categorie = $1 ORDER BY ordre, id',
    [fromCategorie],
  );
  for (const m of modules.rows) {
    const module = await insertReturningId(
      db,
      'INSERT INTO duer_modules (id_duer_categorie, id_base_module, ordre, remarque) VALUES ($1, $2, $3, $4)',
      [categorie, m.id_base_module, m.ordre, contenu ? m.remarque : null],
    );
    await copyModuleContent(db, m.id, module, contenu);
  }
  return categorie;
}

/** A new DUER holding a copy of another's work units, modules, operations and risks (a model's or a year's). */
export async function copyDuer(
  db: Db,
  fromDuer: number,
  target: DuerTarget,
  contenu: boolean,
): Promise<number> {
  return db.transaction(async (tx) => {
    const duer = await insertDuer(tx, target);
    const categories = await tx.query<{ id: number; ordre: number }>(
      'SELECT id, ordre FROM duer_categories WHERE id_duer = $1 ORDER BY ordre, id',
      [fromDuer],
    );
    for (const c of categories.rows) await copyCategorie(tx, c.id, duer, c.ordre, contenu);
    return duer;
  });
}
