import type { Db } from '../db.ts';
import { insertRows, type Calendar } from './support.ts';

export async function seedInvitations(db: Db, calendar: Calendar): Promise<void> {
  await insertRows(db, 'invitations', [
    {
      id: 'inv-0001',
      createur_id: '1001',
      mail_invite: 'sansdossier@demo.fr',
      nom_invite: 'Bernard',
      prenom_invite: 'Lucas',
      date_creation: calendar.at(-4, 9),
      date_expiration: calendar.at(10, 22, 59),
      date_acceptation: null,
      date_refus: null,
    },
    // Already answered: shows that only pending invitations are listed.
    {
      id: 'inv-0002',
      createur_id: '1001',
      mail_invite: 'associe@demo.fr',
      nom_invite: 'Girard',
      prenom_invite: 'Paul',
      date_creation: calendar.at(-60, 10),
      date_expiration: calendar.at(-50, 22, 59),
      date_acceptation: calendar.at(-58, 18),
      date_refus: null,
    },
  ]);
  await insertRows(db, 'invitation_dossiers', [
    { invitation_id: 'inv-0001', code_dossier: 'VIT002', id_role: 2 },
    { invitation_id: 'inv-0002', code_dossier: 'AGR001', id_role: 2 },
  ]);
}
