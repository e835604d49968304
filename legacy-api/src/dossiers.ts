import type { Db } from './db/db.ts';
import { forbiddenDossier, notFound } from './errors.ts';
import type { Dossier } from './schemas.ts';
import type { Account } from './session.ts';

interface DossierRow {
  id: string;
  code_dossier: string;
  code_entite: string;
  guid_personne: string;
  raison_sociale: string;
  id_role: number | null;
  est_favoris: boolean;
  statut: Dossier['statut'];
  type_activite: Dossier['typeActivite'];
  modules: string[] | null;
}

const FILE_COLUMNS =
  'd.id, d.code_dossier, d.code_entite, d.guid_personne, d.raison_sociale, d.statut, d.type_activite';

/** A client's files with the role, favourite flag and modules of that person on each. */
const CLIENT_FILES = `
  SELECT ${FILE_COLUMNS}, ad.id_role, ad.est_favoris,
         (SELECT array_agg(m.module ORDER BY m.position) FROM account_dossier_modules m
           WHERE m.account_id = ad.account_id AND m.code_dossier = ad.code_dossier) AS modules
    FROM account_dossiers ad JOIN dossiers d ON d.code_dossier = ad.code_dossier
   WHERE ad.account_id = $1`;

/** Files as staff see them: no role, no favourite, the file's own modules. */
export const STAFF_FILES = `
  SELECT ${FILE_COLUMNS}, NULL::int AS id_role, false AS est_favoris,
         (SELECT array_agg(m.module ORDER BY m.position) FROM dossier_modules m
           WHERE m.code_dossier = d.code_dossier) AS modules
    FROM dossiers d`;

export function toDossier(row: DossierRow): Dossier {
  return {
    id: row.id,
    codeDossier: row.code_dossier,
    codeEntite: row.code_entite,
    guidPersonne: row.guid_personne,
    raisonSociale: row.raison_sociale,
    idRole: row.id_role,
    estFavoris: row.est_favoris,
    statut: row.statut,
    typeActivite: row.type_activite,
    modulesEffectifs: row.modules ?? [],
  };
}

export async function clientDossiers(db: Db, accountId: string): Promise<Dossier[]> {
  const { rows } = await db.query<DossierRow>(`${CLIENT_FILES} ORDER BY d.raison_sociale_normalisee`, [
    accountId,
  ]);
  return rows.map(toDossier);
}

export async function queryStaffDossiers(
  db: Db,
  where: string,
  params: unknown[],
  suffix = '',
): Promise<Dossier[]> {
  const { rows } = await db.query<DossierRow>(`${STAFF_FILES} ${where} ${suffix}`, params);
  return rows.map(toDossier);
}

/**
 * The file a caller may act on (contract "Dossier rights"): a client's own or shared files (403 otherwise),
 * any firm file but Demissionne for staff (403), 404 when staff name an unknown code.
 */
export async function dossierFor(db: Db, account: Account, code: string): Promise<Dossier> {
  if (account.typeUtilisateur === 'client') {
    const { rows } = await db.query<DossierRow>(`${CLIENT_FILES} AND ad.code_dossier = $2`, [
      account.id,
      code,
    ]);
    const row = rows[0];
    if (!row) throw forbiddenDossier();
    return toDossier(row);
  }
  const [dossier] = await queryStaffDossiers(db, 'WHERE d.code_dossier = $1', [code]);
  if (!dossier) throw notFound('Dossier introuvable.');
  if (dossier.statut === 'Demissionne') throw forbiddenDossier();
  return dossier;
}
