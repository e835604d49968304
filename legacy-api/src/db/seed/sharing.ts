import type { Db } from '../db.ts';
import { insertRows, type Calendar } from './support.ts';

/** Spec 000 §3: the rights category tree (up to three levels), with the known ids mesDocs, mesDocs_social, mesFacts. */
const CATEGORIES: { id: string; libelle: string; parent: string | null }[] = [
  { id: 'mesDocs', libelle: 'Mes documents', parent: null },
  { id: 'mesDocs_compta', libelle: 'Comptabilité', parent: 'mesDocs' },
  { id: 'mesDocs_compta_bilans', libelle: 'Bilans et liasses', parent: 'mesDocs_compta' },
  { id: 'mesDocs_social', libelle: 'Social', parent: 'mesDocs' },
  { id: 'mesDocs_social_paie', libelle: 'Bulletins de paie', parent: 'mesDocs_social' },
  { id: 'mesDocs_juridique', libelle: 'Juridique', parent: 'mesDocs' },
  { id: 'mesFacts', libelle: 'Mes factures', parent: null },
];

/** The roles an owner may give, with the categories each ticks when chosen (spec 000 §3, §6). */
const ROLES: { idRole: 2 | 3 | 4; nomRole: string; categories: string[] }[] = [
  { idRole: 2, nomRole: 'Associé', categories: CATEGORIES.map((c) => c.id) },
  { idRole: 3, nomRole: 'Salarié', categories: ['mesDocs', 'mesDocs_social', 'mesDocs_social_paie'] },
  {
    idRole: 4,
    nomRole: 'Conseiller',
    categories: ['mesDocs', 'mesDocs_compta', 'mesDocs_compta_bilans', 'mesFacts'],
  },
];

export async function seedSharing(db: Db, calendar: Calendar): Promise<void> {
  await insertRows(
    db,
    'rights_categories',
    CATEGORIES.map((c, position) => ({ id: c.id, libelle: c.libelle, parent_id: c.parent, position })),
  );
  await insertRows(
    db,
    'sharing_roles',
    ROLES.map((r) => ({ id_role: r.idRole, nom_role: r.nomRole })),
  );
  await insertRows(
    db,
    'sharing_role_categories',
    ROLES.flatMap((r) => r.categories.map((category_id) => ({ id_role: r.idRole, category_id }))),
  );
  // Every shared access of the seed opens its role's categories.
  await db.query(
    `INSERT INTO account_dossier_categories (account_id, code_dossier, category_id)
     SELECT ad.account_id, ad.code_dossier, rc.category_id
       FROM account_dossiers ad JOIN sharing_role_categories rc ON rc.id_role = ad.id_role`,
  );
  // One invitation per end-to-end test and screen width (accounts.ts): the owner deletes one of its own, the
  // shared-access user accepts one and refuses another.
  const pending = (id: string, createur: string, mail: string) => ({
    id,
    createur_id: createur,
    mail_invite: mail,
    nom_invite: null,
    prenom_invite: null,
    date_creation: calendar.at(-1, 9),
    date_expiration: calendar.at(6, 22, 59),
    date_acceptation: null,
    date_refus: null,
  });
  const widths = [
    ['telephone', '1101', 'SHR021'],
    ['bureau', '1102', 'SHR023'],
  ] as const;
  await insertRows(db, 'invitations', [
    // Refused by the demo owner in the contract suite's call budgets (tests/bench/upstream-budget.ts).
    pending('inv-proprietaire-refuser', '1003', 'proprietaire@demo.fr'),
    ...widths.flatMap(([width, owner]) => [
      pending(`inv-partage-ancien-${width}`, owner, `ancien.partage.${width}@demo.fr`),
      pending(`inv-acces-accepter-${width}`, '1001', `acces.${width}@demo.fr`),
      pending(`inv-acces-refuser-${width}`, '1001', `acces.${width}@demo.fr`),
    ]),
  ]);
  await insertRows(db, 'invitation_dossiers', [
    { invitation_id: 'inv-proprietaire-refuser', code_dossier: 'PAR004', id_role: 3 },
    ...widths.flatMap(([width, , file]) => [
      { invitation_id: `inv-partage-ancien-${width}`, code_dossier: file, id_role: 3 },
      { invitation_id: `inv-acces-accepter-${width}`, code_dossier: 'VIT002', id_role: 3 },
      { invitation_id: `inv-acces-refuser-${width}`, code_dossier: 'VIT002', id_role: 4 },
    ]),
  ]);
  await insertRows(
    db,
    'invitation_dossier_categories',
    widths.flatMap(([width]) =>
      ['mesDocs', 'mesDocs_social'].map((category_id) => ({
        invitation_id: `inv-acces-accepter-${width}`,
        code_dossier: 'VIT002',
        category_id,
      })),
    ),
  );
}
