import type { Module } from '@portal/schema/rules/modules';
import { normalise } from '../../text.ts';
import type { Db } from '../db.ts';
import { guidFor, insertRows, type Calendar } from './support.ts';

type Statut = 'Bon' | 'PasInscrit' | 'Demissionne';
type Activite = 'AGRI' | 'VITI' | 'ACS' | 'AGRIVITI';

export interface SeedDossier {
  code: string;
  id: string;
  entite: string;
  raisonSociale: string;
  statut: Statut;
  activite: Activite;
  /** Login of the owning demo account, whose person guid the file carries. */
  owner?: string;
  modules: readonly Module[];
}

const FULL = [
  'page_rdv',
  'page_events',
  'mod_rdv',
  'mod_events',
  'page_contacts',
  'page_chiffres',
  'mod_chiffres',
  'page_tutoriels',
  'non_cder_particulier',
  'dossier_cder',
  'tool_echanges',
  'mod_documents',
  'mod_factures',
  'page_abo_dossier',
  'mod_abo_dossier',
  'canSubscribeAg',
  'tool_duer',
] as const satisfies readonly Module[];

const without = (...removed: Module[]) => FULL.filter((m) => !removed.includes(m));

const MODULES: Record<'AGRI' | 'VITI' | 'ACS' | 'AGRIVITI' | 'PARTICULIER', readonly Module[]> = {
  AGRI: FULL,
  AGRIVITI: FULL,
  VITI: without('tool_echanges'),
  ACS: without('page_events'),
  PARTICULIER: [
    'cder_particulier',
    'page_contacts',
    'page_rdv',
    'page_events',
    'mod_rdv',
    'mod_events',
    'page_tutoriels',
  ],
};

/** What a person with shared access (any role but owner) loses on a file: figures and billing. */
export const SHARED_ACCESS_EXCLUDED: readonly Module[] = [
  'page_chiffres',
  'mod_chiffres',
  'page_abo_dossier',
  'mod_abo_dossier',
];

function dossier(
  code: string,
  id: string,
  entite: string,
  raisonSociale: string,
  statut: Statut,
  activite: Activite,
  owner?: string,
): SeedDossier {
  const modules = entite === '0016' ? MODULES.PARTICULIER : MODULES[activite];
  return { code, id, entite, raisonSociale, statut, activite, owner, modules };
}

export const DOSSIERS: readonly SeedDossier[] = [
  dossier('AGR001', '10001', '0001', 'EARL des Quatre Vents', 'Bon', 'AGRI', 'proprietaire@demo.fr'),
  dossier('VIT002', '10002', '0003', 'Champagne Morel Père et Fils', 'Bon', 'VITI', 'proprietaire@demo.fr'),
  dossier('ACS003', '10003', '0015', 'SARL Boulangerie Lemoine', 'Bon', 'ACS'),
  dossier('PAR004', '10004', '0016', 'Claire Fontaine', 'Bon', 'AGRI', 'particulier@demo.fr'),
  dossier('DEM005', '10005', '0001', 'GAEC du Moulin', 'Demissionne', 'AGRI'),
  dossier('AGR006', '10006', '0001', 'GAEC des Trois Clochers', 'Bon', 'AGRI'),
  dossier('VIT007', '10007', '0003', 'Domaine Hébrard Vignerons', 'Bon', 'VITI'),
  dossier('VIT008', '10008', '0004', 'Vignoble Sébastien Lallement', 'PasInscrit', 'VITI'),
  dossier('AGV009', '10009', '0005', 'EARL Côte des Blancs', 'Bon', 'AGRIVITI'),
  dossier('ACS010', '10010', '0015', 'Garage Écuyer Frères', 'Bon', 'ACS'),
  dossier('VIT011', '', '0042', 'Domaine de la Vigne Haute', 'PasInscrit', 'VITI'),
  dossier('AGR012', '10012', '0042', "SCEA de la Vallée de l'Aube", 'Bon', 'AGRI'),
  dossier('AGV013', '10013', '0004', 'GAEC Vignes et Céréales Collin', 'Demissionne', 'AGRIVITI'),
  dossier('PAR014', '10014', '0016', 'Étienne Rousseau', 'Bon', 'AGRI'),
  dossier('ACS015', '10015', '0005', 'SAS Transports Doré', 'PasInscrit', 'ACS'),
  dossier('VIT016', '10016', '0003', 'Champagne Dominique Barré', 'Bon', 'VITI'),
  dossier('AGR017', '', '0001', 'EARL Les Vignottes', 'PasInscrit', 'AGRI'),
  dossier('AGV018', '10018', '0003', 'Domaine des Écharmeaux', 'Bon', 'AGRIVITI'),
  dossier('ACS019', '10019', '0042', 'Cave Coopérative de Bar-sur-Seine', 'Bon', 'ACS'),
  dossier('AGR020', '10020', '0004', 'GAEC de la Ferme Dommartin', 'Demissionne', 'AGRI'),
  // Shared by the access sharing's end-to-end owners only (seed/sharing.ts).
  dossier('SHR021', '10021', '0001', 'Verger des Mirabelles', 'Bon', 'AGRI', 'partage.telephone@demo.fr'),
  dossier('SHR022', '10022', '0003', 'Rucher de la Combe', 'Bon', 'VITI', 'partage.telephone@demo.fr'),
  dossier('SHR023', '10023', '0001', 'Bergerie des Sorbiers', 'Bon', 'AGRI', 'partage.bureau@demo.fr'),
  dossier('SHR024', '10024', '0003', 'Pressoir des Tilleuls', 'Bon', 'VITI', 'partage.bureau@demo.fr'),
];

/** The two files each access sharing owner (one per screen width) shares in the end-to-end tests. */
export const SHARING_OWNED_FILES = {
  telephone: [
    { code: 'SHR021', idRole: 1, favoris: true },
    { code: 'SHR022', idRole: 1 },
  ],
  bureau: [
    { code: 'SHR023', idRole: 1, favoris: true },
    { code: 'SHR024', idRole: 1 },
  ],
} as const satisfies Record<string, { code: string; idRole: 1; favoris?: boolean }[]>;

export function ownerGuid(login: string): string {
  return guidFor(`personne:${login}`);
}

export async function seedDossiers(db: Db, calendar: Calendar): Promise<void> {
  await insertRows(
    db,
    'dossiers',
    DOSSIERS.map((d) => ({
      code_dossier: d.code,
      id: d.id,
      code_entite: d.entite,
      guid_personne: d.owner ? ownerGuid(d.owner) : guidFor(`personne:${d.code}`),
      raison_sociale: d.raisonSociale,
      statut: d.statut,
      type_activite: d.activite,
      code_normalise: normalise(d.code),
      raison_sociale_normalisee: normalise(d.raisonSociale),
      chiffres_mis_a_jour: calendar.at(-3, 5),
    })),
  );
  await insertRows(
    db,
    'dossier_modules',
    DOSSIERS.flatMap((d) =>
      d.modules.map((module, position) => ({ code_dossier: d.code, module, position })),
    ),
  );
}
