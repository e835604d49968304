import { OWNER_ROLE, RIGHTS_PRODUCT, withParents, type RightsCategory } from '@portal/schema/rules/sharing';
import type { Db } from './db/db.ts';
import { forbidden } from './errors.ts';
import { iso, isoOrNull } from './route-deps.ts';

// Access sharing as the legacy keeps it: the category tree, the roles, and the categories each access opens.

/** Spec 000 §3: the rights category tree, roots first, each level in its order. */
export async function categoryTree(db: Db): Promise<RightsCategory[]> {
  const { rows } = await db.query<{ id: string; libelle: string; parent_id: string | null }>(
    'SELECT id, libelle, parent_id FROM rights_categories ORDER BY position',
  );
  const below = (parent: string | null): RightsCategory[] =>
    rows
      .filter((r) => r.parent_id === parent)
      .map((r) => ({ _id: r.id, libelle: r.libelle, souscategories: below(r.id) }));
  return below(null);
}

export async function sharingRoles(db: Db) {
  const { rows } = await db.query<{ id_role: number; nom_role: string; categories: string[] | null }>(
    `SELECT r.id_role, r.nom_role,
            (SELECT array_agg(rc.category_id ORDER BY c.position) FROM sharing_role_categories rc
               JOIN rights_categories c ON c.id = rc.category_id WHERE rc.id_role = r.id_role) AS categories
       FROM sharing_roles r ORDER BY r.id_role`,
  );
  return rows.map((r) => ({
    idRole: r.id_role,
    nomRole: r.nom_role,
    categoriesPredefinies: r.categories ?? [],
  }));
}

/** Throws 403 unless the account owns (idRole 1) every file named: only an owner shares a file (spec 000 §6). */
export async function requireOwnerOf(db: Db, accountId: string, codes: readonly string[]): Promise<void> {
  const { rows } = await db.query<{ code_dossier: string }>(
    'SELECT code_dossier FROM account_dossiers WHERE account_id = $1 AND id_role = $2 AND code_dossier = ANY($3::text[])',
    [accountId, OWNER_ROLE, [...new Set(codes)]],
  );
  if (codes.length === 0 || rows.length !== new Set(codes).size) throw forbidden();
}

/** The known category ids among these, with their parents (a category granted implies its parents). */
export async function grantedCategories(db: Db, ids: readonly string[]): Promise<string[]> {
  return withParents(await categoryTree(db), ids);
}

/** Sets the categories an access opens: the ones given, or the role's predefined ones when none are given. */
export async function setAccessCategories(
  db: Db,
  accountId: string,
  codeDossier: string,
  idRole: number,
  categories: readonly string[] | null,
): Promise<void> {
  await db.query('DELETE FROM account_dossier_categories WHERE account_id = $1 AND code_dossier = $2', [
    accountId,
    codeDossier,
  ]);
  const ids =
    categories ??
    (
      await db.query<{ category_id: string }>(
        'SELECT category_id FROM sharing_role_categories WHERE id_role = $1',
        [idRole],
      )
    ).rows.map((r) => r.category_id);
  await db.query(
    `INSERT INTO account_dossier_categories (account_id, code_dossier, category_id)
     SELECT $1, $2, unnest($3::text[]) ON CONFLICT DO NOTHING`,
    [accountId, codeDossier, await grantedCategories(db, ids)],
  );
}

/** The categories an invited file grants; null when the invitation named none (the role's then apply). */
export async function invitedCategories(
  db: Db,
  invitationId: string,
  codeDossier: string,
): Promise<string[] | null> {
  const { rows } = await db.query<{ category_id: string }>(
    'SELECT category_id FROM invitation_dossier_categories WHERE invitation_id = $1 AND code_dossier = $2',
    [invitationId, codeDossier],
  );
  return rows.length === 0 ? null : rows.map((r) => r.category_id);
}

/** One invited file as the calls speak it (spec 000 §7). */
export interface InvitedFile {
  codeDossier: string;
  raisonSociale: string;
  idRole: number;
  categoriesIdAutorisees: string[];
}

/** Replaces an invitation's files and their categories. */
export async function writeInvitedFiles(
  db: Db,
  invitationId: string,
  files: readonly InvitedFile[],
): Promise<void> {
  await db.query('DELETE FROM invitation_dossiers WHERE invitation_id = $1', [invitationId]);
  for (const file of files) {
    await db.query(
      'INSERT INTO invitation_dossiers (invitation_id, code_dossier, id_role) VALUES ($1, $2, $3)',
      [invitationId, file.codeDossier, file.idRole],
    );
    await db.query(
      `INSERT INTO invitation_dossier_categories (invitation_id, code_dossier, category_id)
       SELECT $1, $2, unnest($3::text[])`,
      [invitationId, file.codeDossier, await grantedCategories(db, file.categoriesIdAutorisees)],
    );
  }
}

/** The invitations an account sent, newest first, with each file's role and categories (spec 000 §3). */
export async function sentInvitations(db: Db, createurId: string, id: string | null = null) {
  const { rows } = await db.query<{
    id: string;
    mail_invite: string;
    date_expiration: Date;
    date_acceptation: Date | null;
    date_refus: Date | null;
    dossiers: InvitedFile[] | null;
  }>(
    `SELECT i.id, i.mail_invite, i.date_expiration, i.date_acceptation, i.date_refus,
            (SELECT json_agg(json_build_object(
                      'codeDossier', d.code_dossier, 'raisonSociale', d.raison_sociale, 'idRole', idos.id_role,
                      'categoriesIdAutorisees', COALESCE((SELECT json_agg(ic.category_id ORDER BY c.position)
                         FROM invitation_dossier_categories ic JOIN rights_categories c ON c.id = ic.category_id
                        WHERE ic.invitation_id = i.id AND ic.code_dossier = idos.code_dossier), '[]'::json))
                    ORDER BY d.code_dossier)
               FROM invitation_dossiers idos JOIN dossiers d ON d.code_dossier = idos.code_dossier
              WHERE idos.invitation_id = i.id) AS dossiers
       FROM invitations i
      WHERE i.createur_id = $1 AND ($2::text IS NULL OR i.id = $2)
      ORDER BY i.date_creation DESC, i.id`,
    [createurId, id],
  );
  return rows.map((r) => ({
    id: r.id,
    emailInvitee: r.mail_invite,
    dateExpiration: iso(r.date_expiration),
    dateAcceptation: isoOrNull(r.date_acceptation),
    dateRefus: isoOrNull(r.date_refus),
    dossiers: r.dossiers ?? [],
  }));
}

const categoriesOfAccess = `COALESCE((SELECT array_agg(adc.category_id ORDER BY c.position)
   FROM account_dossier_categories adc JOIN rights_categories c ON c.id = adc.category_id
  WHERE adc.account_id = ad.account_id AND adc.code_dossier = ad.code_dossier), '{}')`;

/** Spec 000 §3, my rights: every file of the account with its role and the categories it opens. */
export async function myRights(db: Db, accountId: string) {
  const { rows } = await db.query<{
    code_dossier: string;
    raison_sociale: string;
    id_role: number;
    categories: string[];
  }>(
    `SELECT ad.code_dossier, d.raison_sociale, ad.id_role,
            CASE WHEN ad.id_role = ${OWNER_ROLE} THEN ARRAY(SELECT id FROM rights_categories ORDER BY position)
                 ELSE ${categoriesOfAccess} END AS categories
       FROM account_dossiers ad JOIN dossiers d ON d.code_dossier = ad.code_dossier
      WHERE ad.account_id = $1 ORDER BY d.raison_sociale_normalisee`,
    [accountId],
  );
  return {
    dossiers: rows.map((r) => ({
      codeDossier: r.code_dossier,
      raisonSociale: r.raison_sociale,
      idRole: r.id_role,
      autorisations: { [RIGHTS_PRODUCT]: { categories: r.categories } },
    })),
  };
}

/** Spec 000 §3, transmitted rights: the other people with access to the files the account owns. */
export async function transmittedRights(db: Db, ownerId: string) {
  const { rows } = await db.query<{
    code_dossier: string;
    raison_sociale: string;
    guid_personne: string;
    personne: string;
    email: string;
    id_role: number;
    categories: string[];
  }>(
    `SELECT ad.code_dossier, d.raison_sociale, a.guid_personne, a.prenom || ' ' || a.nom AS personne,
            COALESCE(a.mail, a.login) AS email, ad.id_role, ${categoriesOfAccess} AS categories
       FROM account_dossiers mine
       JOIN account_dossiers ad ON ad.code_dossier = mine.code_dossier AND ad.account_id <> mine.account_id
       JOIN accounts a ON a.id = ad.account_id
       JOIN dossiers d ON d.code_dossier = ad.code_dossier
      WHERE mine.account_id = $1 AND mine.id_role = ${OWNER_ROLE} AND ad.id_role <> ${OWNER_ROLE}
      ORDER BY a.nom, a.prenom, d.code_dossier`,
    [ownerId],
  );
  return {
    dossiers: rows.map((r) => ({
      codeDossier: r.code_dossier,
      raisonSociale: r.raison_sociale,
      guidPersonne: r.guid_personne,
      personne: r.personne,
      emailPersonne: r.email,
      role: r.id_role,
      categories: r.categories,
    })),
  };
}

/** After an acceptance: the access opens the invited file's categories (an owner's access stays whole). */
export async function grantInvitedCategories(
  db: Db,
  accountId: string,
  invitationId: string,
  codeDossier: string,
  idRole: number,
): Promise<void> {
  const { rows } = await db.query<{ id_role: number }>(
    'SELECT id_role FROM account_dossiers WHERE account_id = $1 AND code_dossier = $2',
    [accountId, codeDossier],
  );
  if (rows[0]?.id_role === OWNER_ROLE) return;
  await setAccessCategories(
    db,
    accountId,
    codeDossier,
    idRole,
    await invitedCategories(db, invitationId, codeDossier),
  );
}
