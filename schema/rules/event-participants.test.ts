import { describe, expect, it } from 'vitest';
import {
  FIRST_NAME_REQUIRED,
  isValidFrenchPhone,
  MISSING_EMAILS,
  NAME_REQUIRED,
  NO_PARTICIPANT,
  PARTICIPANT_EMAIL_INVALID,
  PARTICIPANT_PHONE_INVALID,
  participantFields,
  PENDING_PARTICIPANTS,
  newPlaces,
  registrationIssues,
  type RegistrationIssue,
  type SentParticipant,
} from './event-participants.ts';
import { FORBIDDEN_CHARACTER } from './text.ts';

const messages = (input: Parameters<typeof participantFields.safeParse>[0]) => {
  const parsed = participantFields.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('event participants', () => {
  it('checks each field with the spec’s messages', () => {
    expect(messages({ nom: 'Morel', prenom: 'Jeanne', email: 'j@demo.fr', tel: '06 12 34 56 78' })).toEqual(
      [],
    );
    expect(messages({ nom: '', prenom: 'Jeanne', email: 'j@demo.fr' })).toEqual([NAME_REQUIRED]);
    expect(messages({ nom: 'Morel', prenom: ' ', email: 'j@demo.fr' })).toEqual([FIRST_NAME_REQUIRED]);
    expect(messages({ nom: 'Morel', prenom: 'Jeanne', email: 'j@' })).toEqual([PARTICIPANT_EMAIL_INVALID]);
    expect(messages({ nom: 'Morel', prenom: 'Jeanne', email: 'j@demo.fr', tel: '12' })).toEqual([
      PARTICIPANT_PHONE_INVALID,
    ]);
    expect([
      NAME_REQUIRED,
      FIRST_NAME_REQUIRED,
      PARTICIPANT_EMAIL_INVALID,
      PARTICIPANT_PHONE_INVALID,
    ]).toEqual([
      'Le nom est obligatoire',
      'Le prénom est obligatoire',
      "L'email est invalide",
      'Le numéro de téléphone est invalide',
    ]);
  });

  it.each([
    [{ nom: 'Morel < Girard', prenom: 'Jeanne' }, []],
    [{ nom: '<b>Morel</b>', prenom: 'Jeanne' }, []],
    [{ nom: 'Morel', prenom: 'Jeanne<script>' }, []],
    [{ nom: 'Morel\ud800', prenom: 'Jeanne' }, [FORBIDDEN_CHARACTER]],
    [{ nom: 'Morel', prenom: 'Jea\nnne' }, [FORBIDDEN_CHARACTER]],
  ])('keeps the names %j to one line of plain text, refusals: %j', (names, expected) => {
    expect(messages({ ...names, email: 'j@demo.fr' })).toEqual(expected);
  });

  it('takes French numbers: +33 or 0 then 9 digits', () => {
    expect(isValidFrenchPhone('+33 6 12 34 56 78')).toBe(true);
    expect(isValidFrenchPhone('06.12.34.56.78')).toBe(true);
    expect(isValidFrenchPhone('6123456789')).toBe(false);
  });

  const person = (id: string | null, change: Partial<SentParticipant> = {}): SentParticipant => ({
    id,
    nom: 'Morel',
    prenom: 'Jeanne',
    email: 'jeanne@demo.fr',
    participe: true,
    deleted: false,
    ...change,
  });
  const held = (id: string) => ({ id, participe: true, deleted: false });

  it.each([
    ['a new participant', [person(null)], [], 1],
    ['a saved participant sent again', [person('s1')], [held('s1')], 0],
    ['a saved participant deleted', [person('s1', { deleted: true })], [held('s1')], -1],
    ['a saved participant left out of what is sent', [person(null)], [held('s1')], 1],
    ['a declined participant validated again', [person('s1')], [{ ...held('s1'), deleted: true }], 1],
    ['a new participant removed before saving', [person(null, { deleted: true })], [], 0],
  ])('counts %s as %#: new places', (_case, sent, saved, expected) => {
    expect(newPlaces(sent, saved)).toBe(expected);
  });

  it.each<[string, SentParticipant[], RegistrationIssue[]]>([
    ['a valid registration', [person(null)], []],
    [
      'a pending participant',
      [person(null), person(null, { participe: null, nom: '' })],
      [{ path: [], message: PENDING_PARTICIPANTS }],
    ],
    [
      'a participant without e-mail',
      [person(null), person(null, { email: ' ', nom: '' })],
      [{ path: [], message: MISSING_EMAILS }],
    ],
    [
      'a wrong field of the second participant',
      [person(null), person(null, { tel: '12' })],
      [{ path: [1, 'tel'], message: PARTICIPANT_PHONE_INVALID }],
    ],
    ['a deleted participant with wrong fields', [person(null), person('s1', { deleted: true, nom: '' })], []],
    ['nobody left participating', [person('s1', { deleted: true })], [{ path: [], message: NO_PARTICIPANT }]],
  ])('answers %s with its issues', (_case, sent, expected) => {
    expect(registrationIssues(sent, [held('s1')], null)).toEqual(expected);
  });

  it('words the registration refusals as the spec does', () => {
    expect([PENDING_PARTICIPANTS, MISSING_EMAILS]).toEqual([
      'Merci de valider ou de supprimer les participants en attente',
      'Vous devez renseigner le mail de tous les participants',
    ]);
  });

  it('refuses more new places than remain, unless unlimited', () => {
    const two = [person(null), person(null)];
    expect(registrationIssues(two, [], 1)).toEqual([
      { path: [], message: "Il n'y a plus que 1 place(s) restante(s)." },
    ]);
    expect(registrationIssues(two, [], 2)).toEqual([]);
    expect(registrationIssues(two, [], null)).toEqual([]);
    // freeing a place while adding one takes none
    expect(registrationIssues([person('s1', { deleted: true }), person(null)], [held('s1')], 0)).toEqual([]);
  });
});
