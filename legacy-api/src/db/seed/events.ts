import type { Db } from '../db.ts';
import { DOSSIERS } from './dossiers.ts';
import { insertRows, type Calendar } from './support.ts';

export async function seedEvents(db: Db, calendar: Calendar): Promise<void> {
  const rows = DOSSIERS.flatMap((dossier, fileIndex) => {
    const shift = fileIndex % 4;
    const at = (day: number, hour: number) => calendar.at(day + shift, hour);
    // One campaign, three sessions: every session lists all the campaign's dates.
    const campaign = [at(12, 8), at(26, 8), at(40, 8)];
    const campaignId = `camp-${dossier.activite.toLowerCase()}-taille`;
    const base = {
      code_dossier: dossier.code,
      url: null,
      idcampagne: null,
      nbevent: null,
      est_annule: false,
    };
    const events = [
      {
        ...base,
        title: "Réunion d'information PAC",
        date_debut: at(-35, 13),
        date_fin: at(-35, 16),
        dates: [at(-35, 13)],
        location: 'Salle des fêtes',
        ville: 'Suippes',
        type: 'reunion',
        registration_required: true,
        nb_max_inscription: 80,
        nb_inscrits: 54,
        registred: true,
      },
      {
        ...base,
        title: 'Matinale fiscalité agricole',
        date_debut: at(-12, 7),
        date_fin: at(-12, 10),
        dates: [at(-12, 7)],
        location: 'Agence de Reims',
        ville: 'Reims',
        type: 'formation',
        registration_required: true,
        nb_max_inscription: 30,
        nb_inscrits: 30,
        registred: false,
      },
      {
        ...base,
        title: 'Webinaire : facturation électronique',
        date_debut: at(9, 11),
        date_fin: at(9, 12),
        dates: [at(9, 11)],
        location: 'En ligne',
        ville: null,
        type: 'webinaire',
        url: 'https://webinaires.terres-conseil.example.fr/facturation-electronique',
        registration_required: false,
        nb_max_inscription: 0,
        nb_inscrits: 143,
        registred: null,
      },
      {
        ...base,
        title: 'Soirée des adhérents',
        date_debut: at(16, 18),
        date_fin: at(16, 22),
        dates: [at(16, 18)],
        location: 'Domaine de la Marne',
        ville: 'Épernay',
        type: 'soiree',
        est_annule: true,
        registration_required: true,
        nb_max_inscription: 120,
        nb_inscrits: 37,
        registred: null,
      },
      {
        ...base,
        title: "Formation Transmission d'exploitation",
        date_debut: at(22, 8),
        date_fin: at(22, 16),
        dates: [at(22, 8)],
        location: 'Agence de Troyes',
        ville: 'Troyes',
        type: 'formation',
        registration_required: true,
        nb_max_inscription: 12,
        nb_inscrits: 12,
        registred: null,
      },
      ...campaign.map((start, session) => ({
        ...base,
        title:
          dossier.activite === 'ACS'
            ? 'Atelier gestion de trésorerie'
            : 'Formation taille et coûts de production',
        date_debut: start,
        date_fin: new Date(start.getTime() + 3 * 3_600_000),
        dates: campaign,
        location: ["Agence d'Épernay", 'Agence de Bar-sur-Aube', 'Agence de Vitry-le-François'][session]!,
        ville: ['Épernay', 'Bar-sur-Aube', 'Vitry-le-François'][session]!,
        type: 'formation',
        registration_required: true,
        nb_max_inscription: 20,
        nb_inscrits: 6 + session * 4,
        idcampagne: campaignId,
        nbevent: campaign.length,
        registred: session === 0 ? true : null,
      })),
    ];
    return events.map((event, index) => ({ id: String(70000 + fileIndex * 100 + index + 1), ...event }));
  });
  await insertRows(db, 'events', rows);
}
