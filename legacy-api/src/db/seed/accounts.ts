import { createHash } from 'node:crypto';
import { hashPassword } from '../../passwords.ts';
import type { Db } from '../db.ts';
import { DOSSIERS, ownerGuid, SHARED_ACCESS_EXCLUDED, SHARING_OWNED_FILES } from './dossiers.ts';
import { insertRows } from './support.ts';

export const DEMO_PASSWORD = 'Portail-Demo-2026!';

export interface SeedAccount {
  id: string;
  login: string;
  type: 'client' | 'collab';
  prenom: string;
  nom: string;
  adresse: string | null;
  tel: string | null;
  port: string | null;
  mail: string;
  rights: string[];
  functions: string[];
  /** Client files: code, role, favourite. */
  dossiers: { code: string; idRole: 1 | 2 | 3 | 4; favoris?: boolean }[];
  /** Collaborator portfolio. */
  portfolio: string[];
}

/** A client account one end-to-end test owns: no address, rights nor portfolio. */
function testClient(
  id: string,
  login: string,
  [prenom, nom]: [string, string],
  dossiers: SeedAccount['dossiers'],
): SeedAccount {
  return {
    id,
    login,
    type: 'client',
    prenom,
    nom,
    adresse: null,
    tel: null,
    port: null,
    mail: login,
    rights: [],
    functions: [],
    dossiers,
    portfolio: [],
  };
}

export const ACCOUNTS: readonly SeedAccount[] = [
  {
    id: '1001',
    login: 'proprietaire@demo.fr',
    type: 'client',
    prenom: 'Jeanne',
    nom: 'Morel',
    adresse: '12 rue des Moissons, 51100 Reims',
    tel: '0326480112',
    port: '0612457890',
    mail: 'proprietaire@demo.fr',
    rights: ['oic', 'canShowAnnuaireServices'],
    functions: [],
    dossiers: [
      { code: 'AGR001', idRole: 1, favoris: true },
      { code: 'VIT002', idRole: 1 },
      { code: 'ACS003', idRole: 2 },
    ],
    portfolio: [],
  },
  {
    id: '1002',
    login: 'associe@demo.fr',
    type: 'client',
    prenom: 'Paul',
    nom: 'Girard',
    adresse: '4 chemin du Puits, 51400 Mourmelon-le-Grand',
    tel: null,
    port: '0687451236',
    mail: 'associe@demo.fr',
    rights: [],
    functions: [],
    dossiers: [{ code: 'AGR001', idRole: 2, favoris: true }],
    portfolio: [],
  },
  {
    id: '1003',
    login: 'particulier@demo.fr',
    type: 'client',
    prenom: 'Claire',
    nom: 'Fontaine',
    adresse: '7 place de la République, 10000 Troyes',
    tel: '0325731845',
    port: null,
    mail: 'particulier@demo.fr',
    rights: [],
    functions: [],
    dossiers: [{ code: 'PAR004', idRole: 1, favoris: true }],
    portfolio: [],
  },
  {
    id: '1004',
    login: 'sansdossier@demo.fr',
    type: 'client',
    prenom: 'Lucas',
    nom: 'Bernard',
    adresse: null,
    tel: null,
    port: '0763982514',
    mail: 'sansdossier@demo.fr',
    rights: [],
    functions: [],
    dossiers: [],
    portfolio: [],
  },
  {
    id: '2001',
    login: 'collaborateur',
    type: 'collab',
    prenom: 'Sophie',
    nom: 'Marchand',
    adresse: '2 rue Léon Bourgeois, 51000 Châlons-en-Champagne',
    tel: '0326480000',
    port: null,
    mail: 'sophie.marchand@terres-conseil.example.fr',
    rights: ['administrateur_cder', 'canShowAnnuaireServices', 'canSubscribeAgCollab'],
    functions: ['CE'],
    dossiers: [],
    portfolio: ['AGR001', 'VIT002', 'ACS003', 'PAR004', 'DEM005'],
  },
  {
    id: '2002',
    login: 'assistante',
    type: 'collab',
    prenom: 'Nathalie',
    nom: 'Perrin',
    adresse: null,
    tel: '0325710000',
    port: null,
    mail: 'nathalie.perrin@vignes-gestion.example.fr',
    rights: ['canShowAnnuaireServices'],
    functions: ['SEC'],
    dossiers: [],
    portfolio: ['VIT007', 'VIT008', 'AGV009', 'VIT016', 'AGV013'],
  },
  {
    id: '2003',
    login: 'gestionnaire.paie',
    type: 'collab',
    prenom: 'Marc',
    nom: 'Dubois',
    adresse: null,
    tel: '0326480020',
    port: null,
    mail: 'marc.dubois@terres-conseil.example.fr',
    rights: ['canShowAnnuaireServices'],
    functions: ['SE'],
    dossiers: [],
    portfolio: ['ACS010', 'ACS015', 'ACS019', 'AGR012'],
  },
  // Their passwords change in the tests of the password reset (one account per test): no other test signs in
  // with them.
  ...['mdp.oublie@demo.fr', 'mdp.oublie.contrat@demo.fr'].map((login, n) =>
    testClient(String(1005 + n), login, ['Hugo', 'Lefèvre'], [{ code: 'ACS003', idRole: 3, favoris: true }]),
  ),
  // Without files until they accept an invitation in the end-to-end tests (one account per test).
  ...['invitation.telephone@demo.fr', 'invitation.bureau@demo.fr'].map((login, n) =>
    testClient(String(1007 + n), login, ['Inès', 'Garnier'], []),
  ),
  // A true copy of sansdossier@demo.fr's situation (no file, one pending invitation from Jeanne Morel for VIT002,
  // inv-0013) for the end-to-end test that accepts it: sansdossier@ itself must stay without files, because the
  // 'Aucun dossier' tests (home, offered links) and the contract tests read it so.
  { ...testClient('1090', 'sansdossier.invitation@demo.fr', ['Lucas', 'Bernard'], []), port: '0763982514' },
  // Their password or e-mail changes in the account's tests (account-security.spec.ts, routes/account.test.ts), one
  // account per test.
  ...[
    'changement.mdp@demo.fr',
    'changement.mail@demo.fr',
    'changement.mdp.bureau@demo.fr',
    'changement.mail.bureau@demo.fr',
    // The association of an external account from the change of e-mail (account-external-link.spec.ts).
    'changement.google@demo.fr',
    'changement.google.bureau@demo.fr',
    // The second factor's enrolment and sign-in (second-factor.spec.ts), one account per screen width.
    'double.facteur@demo.fr',
    'double.facteur.bureau@demo.fr',
    // The passkey's enrolment and sign-in (second-factor-passkey.spec.ts), one account per screen width.
    'double.facteur.cle@demo.fr',
    'double.facteur.cle.bureau@demo.fr',
    // The passkey-first sign-in, from the login field's autofill (second-factor-passkey.spec.ts).
    'double.facteur.cle.abord@demo.fr',
  ].map((login, n) =>
    testClient(String(1011 + n), login, ['Théo', 'Roussel'], [{ code: 'ACS003', idRole: 3, favoris: true }]),
  ),
  // The guided tours' end-to-end tests, one account per screen width (seed/tours.ts): their home tour is
  // pending, played and recorded done by one test each.
  ...['parcours.telephone@demo.fr', 'parcours.bureau@demo.fr'].map((login, n) =>
    testClient(String(1201 + n), login, ['Zoé', 'Marchand'], [{ code: 'ACS003', idRole: 3, favoris: true }]),
  ),
  // The news list's tour, one account per screen width: on a file whose news offer both appointments and events
  // (not ACS003's), that no other test reads.
  ...['parcours.actualites.telephone@demo.fr', 'parcours.actualites.bureau@demo.fr'].map((login, n) =>
    testClient(String(1203 + n), login, ['Hugo', 'Delorme'], [{ code: 'AGV018', idRole: 3, favoris: true }]),
  ),
  // Access sharing's end-to-end tests, one account of each kind per screen width (seed/sharing.ts): an owner
  // sharing two files of their own, the person they invite, and a shared-access user of the owner's second file
  // with invitations (not of AGR001, whose members other tests list).
  ...(['telephone', 'bureau'] as const).flatMap((width, n) => [
    testClient(
      String(1101 + n),
      `partage.${width}@demo.fr`,
      ['Rose', 'Lambert'],
      [...SHARING_OWNED_FILES[width]],
    ),
    testClient(String(1103 + n), `invite.partage.${width}@demo.fr`, ['Yanis', 'Roche'], []),
    testClient(
      String(1105 + n),
      `acces.${width}@demo.fr`,
      ['Léa', 'Caron'],
      [{ code: SHARING_OWNED_FILES[width][1].code, idRole: 2, favoris: true }],
    ),
  ]),
];

function seedSalt(login: string): Buffer {
  return createHash('sha256').update(`portail-demo-salt:${login}`).digest().subarray(0, 16);
}

export async function seedAccounts(db: Db): Promise<void> {
  const rows = [];
  for (const a of ACCOUNTS) {
    rows.push({
      id: a.id,
      login: a.login,
      password_hash: await hashPassword(DEMO_PASSWORD, seedSalt(a.login)),
      type_utilisateur: a.type,
      guid_personne: ownerGuid(a.login),
      nom: a.nom,
      prenom: a.prenom,
      adresse: a.adresse,
      tel: a.tel,
      port: a.port,
      canal_prefere: a.type === 'client' ? 'mail' : null,
      mail: a.mail,
      has_forum: a.login === 'proprietaire@demo.fr',
      est_testeur: a.type === 'collab',
      send_mail_when_notify: a.login !== 'associe@demo.fr',
    });
  }
  await insertRows(db, 'accounts', rows);
  await insertRows(
    db,
    'account_rights',
    ACCOUNTS.flatMap((a) => a.rights.map((droit) => ({ account_id: a.id, droit }))),
  );
  await insertRows(
    db,
    'account_functions',
    ACCOUNTS.flatMap((a) => a.functions.map((fonction) => ({ account_id: a.id, fonction }))),
  );
  await insertRows(
    db,
    'account_dossiers',
    ACCOUNTS.flatMap((a) =>
      a.dossiers.map((d) => ({
        account_id: a.id,
        code_dossier: d.code,
        id_role: d.idRole,
        est_favoris: d.favoris ?? false,
      })),
    ),
  );
  await insertRows(
    db,
    'account_dossier_modules',
    ACCOUNTS.flatMap((a) =>
      a.dossiers.flatMap((d) => {
        const fileModules = DOSSIERS.find((x) => x.code === d.code)?.modules ?? [];
        const modules =
          d.idRole === 1 ? fileModules : fileModules.filter((m) => !SHARED_ACCESS_EXCLUDED.includes(m));
        return modules.map((module, position) => ({
          account_id: a.id,
          code_dossier: d.code,
          module,
          position,
        }));
      }),
    ),
  );
  await insertRows(
    db,
    'collaborator_portfolio',
    ACCOUNTS.flatMap((a) => a.portfolio.map((code) => ({ account_id: a.id, code_dossier: code }))),
  );
}
