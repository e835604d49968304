import type { Db } from '../db.ts';
import { DOSSIERS } from './dossiers.ts';
import { insertRows } from './support.ts';

interface AgentContact {
  code_agent: string;
  nom_agence: string;
  telephone: string | null;
  mail: string | null;
  mission: string;
  sexe: string;
  droit_image: boolean;
  has_photo: boolean;
}

// AG101 and AG102 have a photo and the right to show it; AG103 has a photo but no image right (default man);
// AG104 has the right but no photo (default woman); AG107 is an assistant (default assistant).
const CONTACTS: readonly AgentContact[] = [
  contact('AG101', 'Agence de Reims', '0326840101', 'M', true, true),
  contact('AG102', 'Agence de Reims', '0326840102', 'F', true, true),
  contact('AG103', 'Agence de Châlons-en-Champagne', '0326840103', 'M', false, true),
  contact('AG104', "Agence d'Épernay", '0326840104', 'F', true, false),
  contact('AG105', 'Agence de Troyes', null, 'M', true, true),
  contact('AG106', "Agence d'Épernay", '0326840106', 'F', true, true),
  contact('AG107', 'Agence de Reims', '0326840107', 'A', false, false),
];

function contact(
  code: string,
  agence: string,
  telephone: string | null,
  sexe: string,
  droitImage: boolean,
  hasPhoto: boolean,
): AgentContact {
  return {
    code_agent: code,
    nom_agence: agence,
    telephone,
    mail: `${code.toLowerCase()}@cabinet-demo.fr`,
    // The legacy writes missions in html, with an occasional script a sanitizer must drop.
    mission: `<p>Votre interlocuteur pour <strong>le suivi de votre dossier</strong>.</p><ul><li>Rendez-vous annuels</li><li>Questions courantes</li></ul>${code === 'AG101' ? '<img src="x" onerror="window.__missionScript = true">' : ''}`,
    sexe,
    droit_image: droitImage,
    has_photo: hasPhoto,
  };
}

const ASSISTANT = {
  code_agent: 'AG107',
  prenom: 'Nadia',
  nom: 'Benali',
  fonction: 'Assistante de gestion',
};

// A file with no contacts, for the empty directory.
export const WITHOUT_CONTACTS = 'ACS015';

export async function seedContacts(db: Db): Promise<void> {
  await insertRows(db, 'agents', [ASSISTANT]);
  for (const c of CONTACTS) {
    await db.query(
      `UPDATE agents SET nom_agence = $2, telephone = $3, mail = $4, mission = $5, sexe = $6, droit_image = $7,
         has_photo = $8 WHERE code_agent = $1`,
      [c.code_agent, c.nom_agence, c.telephone, c.mail, c.mission, c.sexe, c.droit_image, c.has_photo],
    );
  }
  const files = DOSSIERS.filter((d) => d.code !== WITHOUT_CONTACTS);
  await insertRows(
    db,
    'dossier_contacts',
    files.flatMap((d, fileIndex) =>
      [0, 1, 2, 6].map((shift, position) => ({
        code_dossier: d.code,
        // The assistant (index 6) is everyone's; the three others shift with the file.
        code_agent: CONTACTS[shift === 6 ? 6 : (fileIndex + shift) % 6]!.code_agent,
        position,
      })),
    ),
  );
  await insertRows(
    db,
    'dossier_sites',
    files.map((d, fileIndex) => ({
      code_dossier: d.code,
      adresse_l1: '25 boulevard Lundy',
      // Every other file has no second line, so the screen shows only what is present.
      adresse_l2: fileIndex % 2 === 0 ? '51100 Reims' : null,
      telephone: '0326840100',
      mail_pilote: fileIndex % 3 === 2 ? null : 'pilote.reims@cabinet-demo.fr',
    })),
  );
}
