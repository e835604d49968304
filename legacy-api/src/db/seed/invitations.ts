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
    // The same for the copy of sansdossier@ (seed/accounts.ts) that accepts it in the end-to-end tests.
    {
      id: 'inv-0013',
      createur_id: '1001',
      mail_invite: 'sansdossier.invitation@demo.fr',
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
    // One invitation per test that opens one (the link is what a person holds: anyone signed in may accept it).
    ...[
      ['inv-0003', 'accepter@demo.fr', 10],
      ['inv-0004', 'expiree@demo.fr', -1],
      ['inv-0005', 'invite.inscription@demo.fr', 10],
      ['inv-0006', 'invite.contrat@demo.fr', 10],
      ['inv-0007', 'invite.contrat.inscription@demo.fr', 10],
      ['inv-0008', 'invitation.telephone@demo.fr', 10],
      ['inv-0009', 'invitation.bureau@demo.fr', 10],
      // The invitation sign-up's end-to-end tests, one per screen width: the invitee has no account yet.
      ['inv-0010', 'inscription.invitation.telephone@demo.fr', 10],
      ['inv-0011', 'inscription.invitation.bureau@demo.fr', 10],
      // The invitation sign-up with the external account (tests/e2e/external-sign-in.spec.ts).
      ['inv-0012', 'inscription.invitation.google@demo.fr', 10],
    ].map(([id, mail, days]) => ({
      id,
      createur_id: '1001',
      mail_invite: mail,
      nom_invite: null,
      prenom_invite: null,
      date_creation: calendar.at(-2, 9),
      date_expiration: calendar.at(Number(days), 22, 59),
      date_acceptation: null,
      date_refus: null,
    })),
  ]);
  await insertRows(db, 'invitation_dossiers', [
    { invitation_id: 'inv-0001', code_dossier: 'VIT002', id_role: 2 },
    { invitation_id: 'inv-0013', code_dossier: 'VIT002', id_role: 2 },
    { invitation_id: 'inv-0002', code_dossier: 'AGR001', id_role: 2 },
    ...[
      'inv-0003',
      'inv-0004',
      'inv-0005',
      'inv-0006',
      'inv-0007',
      'inv-0008',
      'inv-0009',
      'inv-0010',
      'inv-0011',
      'inv-0012',
    ].map((id) => ({
      invitation_id: id,
      code_dossier: 'VIT002',
      id_role: 3,
    })),
  ]);
}
