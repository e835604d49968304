import type { Db } from '../db.ts';
import { DOSSIERS, type SeedDossier } from './dossiers.ts';
import { headOf } from './people.ts';
import { insertRows, type Calendar } from './support.ts';

const AGENTS = [
  { code_agent: 'AG101', prenom: 'Thomas', nom: 'Lefèvre', fonction: 'Conseiller de gestion' },
  { code_agent: 'AG102', prenom: 'Émilie', nom: 'Roussel', fonction: 'Expert-comptable' },
  { code_agent: 'AG103', prenom: 'Julien', nom: 'Caron', fonction: 'Juriste' },
  { code_agent: 'AG104', prenom: 'Isabelle', nom: 'Garnier', fonction: 'Gestionnaire de paie' },
  { code_agent: 'AG105', prenom: 'Antoine', nom: 'Petit', fonction: 'Conseiller fiscal' },
  { code_agent: 'AG106', prenom: 'Céline', nom: 'Masson', fonction: 'Conseillère viticole' },
];

const PLACES = [
  { location: 'Agence de Reims', adresse: '25 boulevard Lundy', cp: '51100', ville: 'Reims' },
  {
    location: 'Agence de Châlons-en-Champagne',
    adresse: '2 rue Léon Bourgeois',
    cp: '51000',
    ville: 'Châlons-en-Champagne',
  },
  { location: "Agence d'Épernay", adresse: '14 avenue de Champagne', cp: '51200', ville: 'Épernay' },
  { location: 'Agence de Troyes', adresse: '8 rue de la Monnaie', cp: '10000', ville: 'Troyes' },
  { location: 'Agence de Bar-sur-Aube', adresse: '3 rue Nationale', cp: '10200', ville: 'Bar-sur-Aube' },
  {
    location: 'Agence de Vitry-le-François',
    adresse: "11 place d'Armes",
    cp: '51300',
    ville: 'Vitry-le-François',
  },
];

interface Slot {
  dayOffset: number;
  hour: number;
  minutes: number;
  title: string;
  reason: string;
  description: string | null;
  mode: 'Physique' | 'Téléphone' | 'Visio';
  agent: number;
  /** Who attends besides the agent: the file's adviser or the head of the file. */
  with?: 'adviser' | 'client';
}

// Three past and three future meetings per file; the file's index shifts agents, places and days.
const SLOTS: readonly Slot[] = [
  {
    dayOffset: -62,
    hour: 8,
    minutes: 90,
    title: "Bilan de l'exercice",
    reason: 'Présentation du bilan et de la liasse fiscale',
    description: 'Apporter les relevés bancaires de décembre.',
    mode: 'Physique',
    agent: 1,
    with: 'client',
  },
  {
    dayOffset: -30,
    hour: 13,
    minutes: 60,
    title: 'Point de gestion',
    reason: 'Suivi de trésorerie et prévisionnel',
    description: null,
    mode: 'Visio',
    agent: 0,
  },
  {
    dayOffset: -9,
    hour: 9,
    minutes: 30,
    title: 'Entretien téléphonique',
    reason: 'Questions sur la déclaration de TVA',
    description: null,
    mode: 'Téléphone',
    agent: 4,
  },
  {
    dayOffset: 5,
    hour: 8,
    minutes: 60,
    title: 'Préparation de la clôture',
    reason: 'Inventaire des stocks et des avances aux cultures',
    description: "Prévoir l'état des stocks au 31 décembre.",
    mode: 'Physique',
    agent: 0,
  },
  {
    dayOffset: 19,
    hour: 14,
    minutes: 45,
    title: 'Rendez-vous social',
    reason: "Embauche d'un salarié saisonnier",
    description: null,
    mode: 'Visio',
    agent: 3,
  },
  {
    dayOffset: 41,
    hour: 9,
    minutes: 90,
    title: 'Conseil juridique',
    reason: 'Projet de transmission et statuts de la société',
    description: 'Rendez-vous avec le juriste et votre conseiller.',
    mode: 'Physique',
    agent: 2,
    with: 'adviser',
  },
];

/** A wine file's adviser is the wine specialist; everyone else has the general adviser. */
const agentOf = (dossier: SeedDossier, slot: Slot) =>
  dossier.activite === 'VITI' && slot.agent === 0 ? AGENTS[5]! : AGENTS[slot.agent]!;

function headFunction(dossier: SeedDossier): string {
  if (dossier.entite === '0016') return 'Particulier';
  return dossier.activite === 'ACS' ? 'Gérant' : "Chef d'exploitation";
}

// A type alias (not an interface) so rows fit insertRows' Record<string, unknown>.
type ParticipantRow = {
  appointment_id: string;
  position: number;
  code_agent: string | null;
  prenom: string;
  nom: string;
  fonction: string;
};

function participantsOf(dossier: SeedDossier, fileIndex: number, slot: Slot, appointmentId: string) {
  const agents = [agentOf(dossier, slot)];
  if (slot.with === 'adviser') agents.push(agentOf(dossier, { ...slot, agent: 0 }));
  const people: Omit<ParticipantRow, 'appointment_id' | 'position'>[] = agents.map((a) => ({
    code_agent: a.code_agent,
    prenom: a.prenom,
    nom: a.nom,
    fonction: a.fonction,
  }));
  if (slot.with === 'client') {
    const head = headOf(dossier, fileIndex);
    people.push({ code_agent: null, prenom: head.prenom, nom: head.nom, fonction: headFunction(dossier) });
  }
  return people.map((person, position): ParticipantRow => ({
    appointment_id: appointmentId,
    position,
    ...person,
  }));
}

export async function seedAppointments(db: Db, calendar: Calendar): Promise<void> {
  await insertRows(db, 'agents', AGENTS);
  await insertRows(
    db,
    'appointments',
    DOSSIERS.flatMap((dossier, fileIndex) =>
      SLOTS.map((slot, slotIndex) => {
        const place = PLACES[(fileIndex + slotIndex) % PLACES.length]!;
        const agent = agentOf(dossier, slot);
        const start = calendar.at(slot.dayOffset + (fileIndex % 3), slot.hour, (fileIndex % 2) * 30);
        const physical = slot.mode === 'Physique';
        return {
          id: `rdv-${dossier.code}-${slotIndex + 1}`,
          code_dossier: dossier.code,
          date: start,
          date_fin: new Date(start.getTime() + slot.minutes * 60_000),
          title: slot.title,
          description: slot.description,
          location: physical ? place.location : null,
          adresse: physical ? place.adresse : null,
          cp: physical ? place.cp : null,
          ville: physical ? place.ville : null,
          type_communication: slot.mode,
          reason: slot.reason,
          is_event: false,
          code_agent: agent.code_agent,
        };
      }),
    ),
  );
  await insertRows(
    db,
    'appointment_participants',
    DOSSIERS.flatMap((dossier, fileIndex) =>
      SLOTS.flatMap((slot, slotIndex) =>
        participantsOf(dossier, fileIndex, slot, `rdv-${dossier.code}-${slotIndex + 1}`),
      ),
    ),
  );
}
