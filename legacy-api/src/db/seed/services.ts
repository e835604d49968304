import type { Db } from '../db.ts';
import { WITHOUT_CONTACTS } from './contacts.ts';
import { DOSSIERS } from './dossiers.ts';
import type { Calendar } from './support.ts';
import { insertRows } from './support.ts';

// The directors a callback is asked of (spec 001 §2): VIT002's contacts hold both, so the rule's preference shows;
// every other file with contacts has the commercial director, so that 'Être rappelé' works on each demo file;
// ACS015, without any contact, has neither (the side card says so). services.spec.ts asks a callback from
// VIT002, one service per screen width; callback.spec.ts from AGR001.
const DIRECTORS = [
  { code_agent: 'AG108', prenom: 'Hélène', nom: 'Vasseur', fonction: 'Directeur Relation Adhérents' },
  { code_agent: 'AG109', prenom: 'Marc', nom: 'Delorme', fonction: 'Directeur Commercial' },
];

const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

const SERVICES = [
  {
    id: 'srv-transmission',
    titre: "Transmission d'exploitation",
    description: 'Préparer la cession de votre exploitation et accompagner le repreneur.',
    categories: ['Juridique', 'Patrimoine'],
    tags: ['cession', 'reprise'],
    day: -400,
    is_starred: true,
  },
  {
    id: 'srv-paie',
    titre: 'Gestion de la paie',
    description: 'Bulletins de salaire, déclarations sociales et contrats de travail.',
    categories: ['Social'],
    tags: ['salariés'],
    day: -90,
    is_starred: true,
  },
  {
    id: 'srv-installation',
    titre: 'Installation des jeunes agriculteurs',
    description: "Le parcours d'installation, du plan d'entreprise aux aides.",
    categories: ['Conseil'],
    tags: ['DJA'],
    day: -30,
    is_starred: false,
  },
  {
    id: 'srv-fiscalite',
    titre: 'Optimisation fiscale',
    description: 'Choisir le régime fiscal et la forme sociale adaptés à votre activité.',
    categories: ['Fiscal', 'Juridique'],
    tags: ['impôts'],
    day: -200,
    is_starred: false,
  },
  {
    id: 'srv-environnement',
    titre: 'Diagnostic environnemental',
    description: 'Mesurer et réduire l’empreinte carbone de votre exploitation.',
    categories: ['Conseil'],
    tags: ['carbone'],
    day: -10,
    is_starred: false,
  },
];

const slugOf = (id: string) => id.replace(/^srv-/, '');

export async function seedServices(db: Db, calendar: Calendar): Promise<void> {
  await insertRows(db, 'agents', DIRECTORS);
  await insertRows(db, 'dossier_contacts', [
    ...DOSSIERS.filter((d) => d.code !== WITHOUT_CONTACTS).map((d) => ({
      code_dossier: d.code,
      code_agent: 'AG109',
      position: 10,
    })),
    { code_dossier: 'VIT002', code_agent: 'AG108', position: 11 },
  ]);
  await insertRows(
    db,
    'services',
    SERVICES.map((s) => ({
      id: s.id,
      slug: slugOf(s.id),
      titre: s.titre,
      description: s.description,
      categories: s.categories,
      tags: s.tags,
      date_creation: calendar.at(s.day, 9),
      is_starred: s.is_starred,
      presentation: html(s.description, 'Un service du réseau pour les adhérents.'),
      // The legacy writes these in html, with an occasional script a sanitizer must drop.
      accompagnement: `${html('Un conseiller dédié vous suit à chaque étape.')}<ul><li>Un premier rendez-vous</li><li>Un plan d'action</li></ul>${s.id === 'srv-paie' ? '<img src="x" onerror="window.__serviceScript = true">' : ''}`,
      expertise: html('Nos experts interviennent partout en Champagne-Ardenne.'),
    })),
  );
  await insertRows(db, 'service_ressources', [
    {
      service_id: 'srv-transmission',
      position: 0,
      type: 'video',
      id_video: 'dQw4w9WgXcQ',
      nom: 'Présentation en vidéo',
      lien: null,
    },
    {
      service_id: 'srv-transmission',
      position: 1,
      type: 'pdf',
      id_video: null,
      nom: 'Plaquette de la transmission',
      lien: 'https://www.example.fr/plaquettes/transmission.pdf',
    },
    {
      service_id: 'srv-paie',
      position: 0,
      type: 'pdf',
      id_video: null,
      nom: 'Grille tarifaire de la paie',
      lien: 'https://www.example.fr/plaquettes/paie.pdf',
    },
  ]);
}
