import { isUninitialised, scaleOf } from '@portal/schema/rules/duer-rating';
import type { Db } from '../db/db.ts';

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * §4: a module is valid when every active risk of it is rated (or its validation is forced); a work unit when
 * each of its modules is; the DUER when each unit is. Answers the valid modules' and units' ids.
 */
export async function validity(db: Db, idDuer: number, versionCalculRisque: number) {
  const scale = scaleOf(versionCalculRisque);
  const { rows } = await db.query<{
    categorie: number;
    module: number;
    forcer_validation: boolean;
    est_actif: boolean | null;
    gravite: string | null;
    frequence: string | null;
    maitrise: string | null;
  }>(
    `SELECT c.id AS categorie, m.id AS module, m.forcer_validation, r.est_actif, r.gravite, r.frequence, r.maitrise
       FROM duer_categories c LEFT JOIN duer_modules m ON m.id_duer_categorie = c.id
       LEFT JOIN duer_groupes g ON g.id_duer_module = m.id LEFT JOIN duer_risques r ON r.id_duer_groupe = g.id
      WHERE c.id_duer = $1`,
    [idDuer],
  );
  const invalidModules = new Set<number>();
  const modules = new Set<number>();
  const categories = new Map<number, Set<number>>();
  for (const r of rows) {
    if (!categories.has(r.categorie)) categories.set(r.categorie, new Set());
    if (r.module === null) continue;
    modules.add(r.module);
    categories.get(r.categorie)?.add(r.module);
    const rating = { gravite: num(r.gravite), frequence: num(r.frequence), maitrise: num(r.maitrise) };
    if (!r.forcer_validation && r.est_actif && isUninitialised(scale, rating)) invalidModules.add(r.module);
  }
  const validModules = new Set([...modules].filter((m) => !invalidModules.has(m)));
  const validCategories = new Set(
    [...categories].filter(([, ms]) => [...ms].every((m) => validModules.has(m))).map(([c]) => c),
  );
  return { validModules, validCategories, valid: validCategories.size === categories.size };
}
