import type { StoredRisk } from '@portal/schema/rules/duer-risk-list';
import type { Db } from '../db/db.ts';

/** A stored risk with the ids of its work unit and module, which a partial print picks by. */
export interface PlacedRisk extends StoredRisk {
  idCategorie: number;
  idModule: number;
}

const num = (v: string | null) => (v === null ? null : Number(v));

/** Every risk of a DUER in its order: work unit, module, operation, then risk. */
export async function risksOf(db: Db, idDuer: number): Promise<PlacedRisk[]> {
  const { rows } = await db.query<{
    id_categorie: number;
    id_module: number;
    unite: string;
    module: string;
    operation: string;
    risque: string;
    est_actif: boolean;
    gravite: string | null;
    frequence: string | null;
    maitrise: string | null;
    mesure_existante: string | null;
    mesure_a_faire: string | null;
    mesure_qui: string | null;
    mesure_delai: string | null;
  }>(
    `SELECT c.id AS id_categorie, m.id AS id_module, bc.nom AS unite, bm.nom AS module, bg.nom AS operation,
            br.nom AS risque, r.est_actif, r.gravite, r.frequence, r.maitrise, r.mesure_existante,
            r.mesure_a_faire, r.mesure_qui, r.mesure_delai
       FROM duer_categories c JOIN duer_base_categories bc ON bc.id = c.id_base_categorie
       JOIN duer_modules m ON m.id_duer_categorie = c.id JOIN duer_base_modules bm ON bm.id = m.id_base_module
       JOIN duer_groupes g ON g.id_duer_module = m.id JOIN duer_base_groupes bg ON bg.id = g.id_base_groupe
       JOIN duer_risques r ON r.id_duer_groupe = g.id JOIN duer_base_risques br ON br.id = r.id_base_risque
      WHERE c.id_duer = $1
      ORDER BY c.ordre, c.id, m.ordre, m.id, g.ordre, g.id, r.ordre, r.id`,
    [idDuer],
  );
  return rows.map((r) => ({
    idCategorie: r.id_categorie,
    idModule: r.id_module,
    uniteTravail: r.unite,
    module: r.module,
    operation: r.operation,
    risque: r.risque,
    estActif: r.est_actif,
    rating: { gravite: num(r.gravite), frequence: num(r.frequence), maitrise: num(r.maitrise) },
    mesureExistante: r.mesure_existante,
    mesureAFaire: r.mesure_a_faire,
    mesureQui: r.mesure_qui,
    mesureDelai: r.mesure_delai,
  }));
}
