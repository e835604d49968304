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
  registrationError,
} from './event-participants.ts';
import { FORBIDDEN_CHARACTER, MARKUP_REFUSED } from './text.ts';

const messages = (input: Parameters<typeof participantFields.safeParse>[0]) => {
  const parsed = participantFields.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

const valid = { participe: true, deleted: false, email: 'a@demo.fr' };

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
    [{ nom: '<b>Morel</b>', prenom: 'Jeanne' }, [MARKUP_REFUSED]],
    [{ nom: 'Morel', prenom: 'Jeanne<script>' }, [MARKUP_REFUSED]],
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

  it('blocks on pending participants, then missing e-mails, then none validated', () => {
    expect(registrationError([valid, { ...valid, participe: null }], 1, null)).toBe(PENDING_PARTICIPANTS);
    expect(registrationError([valid, { ...valid, email: ' ' }], 1, null)).toBe(MISSING_EMAILS);
    expect(registrationError([{ ...valid, deleted: true }], 0, null)).toBe(NO_PARTICIPANT);
    expect(PENDING_PARTICIPANTS).toBe('Merci de valider ou de supprimer les participants en attente');
    expect(MISSING_EMAILS).toBe('Vous devez renseigner le mail de tous les participants');
  });

  it('refuses more new places than remain, unless unlimited', () => {
    expect(registrationError([valid, valid], 2, 1)).toBe("Il n'y a plus que 1 place(s) restante(s).");
    expect(registrationError([valid, valid], 2, 2)).toBeNull();
    expect(registrationError([valid, valid], 2, null)).toBeNull();
  });
});
