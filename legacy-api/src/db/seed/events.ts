import type { Db } from '../db.ts';
import { DOSSIERS, type SeedDossier } from './dossiers.ts';
import { attendee, colleagueOf, headOf, type SeedPerson } from './people.ts';
import { guidFor, insertRows, type Calendar } from './support.ts';

type Answer = 'yes' | 'no' | null;

interface SeedEvent {
  title: string;
  date_debut: Date;
  date_fin: Date | null;
  dates: Date[];
  location: string | null;
  ville: string | null;
  type: string;
  url: string | null;
  registration_required: boolean;
  est_annule: boolean;
  nb_max_inscription: number;
  idcampagne: string | null;
  nbevent: number | null;
  /** Members of the public already registered (people of files the emulator does not model). */
  others: number;
  /** The file's answer and, when yes, who of the file attends. */
  answer: Answer;
  people: 'head' | 'head-and-colleague' | null;
}

function eventsOf(dossier: SeedDossier, fileIndex: number, calendar: Calendar): SeedEvent[] {
  const shift = fileIndex % 4;
  const at = (day: number, hour: number) => calendar.at(day + shift, hour);
  const hours = (start: Date, n: number) => new Date(start.getTime() + n * 3_600_000);
  const base = {
    url: null,
    est_annule: false,
    registration_required: true,
    idcampagne: null,
    nbevent: null,
    answer: null,
    people: null,
  };
  const single = (start: Date, length: number) => ({
    date_debut: start,
    date_fin: hours(start, length),
    dates: [start],
  });
  // Campaigns: every session lists all the campaign's dates.
  const training = [at(12, 8), at(26, 8), at(40, 8)];
  const assembly = [at(30, 13), at(44, 13)];
  const activity = dossier.activite.toLowerCase();
  return [
    {
      ...base,
      ...single(at(-35, 13), 3),
      title: "Réunion d'information PAC",
      location: 'Salle des fêtes',
      ville: 'Suippes',
      type: 'reunion',
      nb_max_inscription: 80,
      others: 23,
      answer: 'yes',
      people: 'head',
    },
    {
      ...base,
      ...single(at(-12, 7), 3),
      title: 'Matinale fiscalité agricole',
      location: 'Agence de Reims',
      ville: 'Reims',
      type: 'formation',
      nb_max_inscription: 24,
      others: 24,
      answer: 'no',
    },
    {
      ...base,
      ...single(at(9, 11), 1),
      title: 'Webinaire : facturation électronique',
      location: 'En ligne',
      ville: null,
      type: 'webinaire',
      url: 'https://webinaires.terres-conseil.example.fr/facturation-electronique',
      registration_required: false,
      nb_max_inscription: 0,
      others: 9,
    },
    {
      ...base,
      ...single(at(16, 18), 4),
      title: 'Soirée des adhérents',
      location: 'Domaine de la Marne',
      ville: 'Épernay',
      type: 'soiree',
      est_annule: true,
      nb_max_inscription: 120,
      others: 6,
    },
    {
      ...base,
      ...single(at(22, 8), 8),
      title: "Formation Transmission d'exploitation",
      location: 'Agence de Troyes',
      ville: 'Troyes',
      type: 'formation',
      nb_max_inscription: 12,
      others: 12,
    },
    ...training.map((start, session) => ({
      ...base,
      title:
        dossier.activite === 'ACS'
          ? 'Atelier gestion de trésorerie'
          : 'Formation taille et coûts de production',
      date_debut: start,
      date_fin: hours(start, 3),
      dates: training,
      location: ["Agence d'Épernay", 'Agence de Bar-sur-Aube', 'Agence de Vitry-le-François'][session]!,
      ville: ['Épernay', 'Bar-sur-Aube', 'Vitry-le-François'][session]!,
      type: 'formation',
      nb_max_inscription: 20,
      idcampagne: `camp-${activity}-taille`,
      nbevent: training.length,
      // the first session has the file's two people; the second has one place left
      others: [6, 19, 4][session]!,
      answer: session === 0 ? ('yes' as const) : null,
      people: session === 0 ? ('head-and-colleague' as const) : null,
    })),
    ...assembly.map((start, session) => ({
      ...base,
      title: 'Assemblée de secteur',
      date_debut: start,
      date_fin: hours(start, 3),
      dates: assembly,
      location: ['Mairie de Sézanne', 'Mairie de Sainte-Menehould'][session]!,
      ville: ['Sézanne', 'Sainte-Menehould'][session]!,
      type: 'reunion',
      nb_max_inscription: 40,
      idcampagne: `camp-${activity}-assemblee`,
      nbevent: assembly.length,
      others: 3,
      answer: session === 0 ? ('no' as const) : null,
    })),
  ];
}

const REGISTRED: Record<'yes' | 'no', boolean> = { yes: true, no: false };

function subscription(
  eventId: string,
  position: number,
  person: SeedPerson,
  codeDossier: string | null,
  idcampagne: string | null,
) {
  return {
    id: `sub-${eventId}-${position + 1}`,
    event_id: eventId,
    code_dossier: codeDossier,
    position,
    nom: person.nom,
    prenom: person.prenom,
    email: person.email,
    tel: person.tel,
    participe: true,
    deleted: false,
    guid_personne: person.guidPersonne,
    est_dossier_membre: codeDossier !== null,
    commentaire: idcampagne && codeDossier ? 'Première session de la campagne' : null,
  };
}

export async function seedEvents(db: Db, calendar: Calendar): Promise<void> {
  const events = DOSSIERS.flatMap((dossier, fileIndex) =>
    eventsOf(dossier, fileIndex, calendar).map((event, index) => ({
      id: String(70000 + fileIndex * 100 + index + 1),
      dossier,
      fileIndex,
      event,
    })),
  );
  await insertRows(
    db,
    'events',
    events.map(({ id, dossier, event }) => {
      const { others: _others, answer, people: _people, ...columns } = event;
      return {
        id,
        code_dossier: dossier.code,
        ...columns,
        registred: answer ? REGISTRED[answer] : null,
        livestorm_guid: event.type === 'webinaire' ? guidFor(`livestorm:${id}`) : null,
      };
    }),
  );
  await insertRows(
    db,
    'event_subscriptions',
    events.flatMap(({ id, dossier, fileIndex, event }) => {
      const own =
        event.people === null
          ? []
          : event.people === 'head'
            ? [headOf(dossier, fileIndex)]
            : [headOf(dossier, fileIndex), colleagueOf(dossier, fileIndex)];
      const publicPeople = Array.from({ length: event.others }, (_, n) => attendee(id, n));
      return [
        ...own.map((person, position) => subscription(id, position, person, dossier.code, event.idcampagne)),
        ...publicPeople.map((person, n) => subscription(id, own.length + n, person, null, event.idcampagne)),
      ];
    }),
  );
}
