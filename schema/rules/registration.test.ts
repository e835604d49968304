import { describe, expect, it } from 'vitest';
import { EMPTY_PASSWORD, policyMessage } from './passwords.ts';
import {
  EMAILS_DIFFER,
  FIELDS_INCOMPLETE,
  invitationIdentityInput,
  invitationLoginInput,
  PASSWORDS_DIFFER,
  registrationInput,
  TERMS_REQUIRED,
} from './registration.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const form = {
  email: 'nouveau@demo.fr',
  pwd: 'Inscription-2026!',
  confirmation: 'Inscription-2026!',
  codeliaison: '',
  codedossier: 'AGR001',
  cgu: true,
  external: false,
};

describe('registration form', () => {
  it.each([
    [{}, []],
    [{ cgu: false }, [TERMS_REQUIRED]],
    [{ codedossier: ' ' }, [FIELDS_INCOMPLETE]],
    [{ email: '' }, [FIELDS_INCOMPLETE]],
    [{ pwd: '', confirmation: '' }, [EMPTY_PASSWORD]],
    [{ confirmation: 'Inscription-2027!' }, [PASSWORDS_DIFFER]],
    [{ pwd: 'court1!A', confirmation: 'court1!A' }, []],
    [{ pwd: 'sansmajuscule1!', confirmation: 'sansmajuscule1!' }, [policyMessage(8)]],
    [{ pwd: '', confirmation: '', external: true }, []],
    [{ cgu: false, codedossier: '' }, [TERMS_REQUIRED, FIELDS_INCOMPLETE]],
  ])('with %j says %j', (change, expected) => {
    expect(messagesOf(registrationInput.safeParse({ ...form, ...change }))).toEqual(expected);
  });
});

describe('invitation sign-up', () => {
  const login = {
    email: 'invite@demo.fr',
    emailConfirmation: 'Invite@demo.fr',
    pwd: 'Invitation-2026!',
    confirmation: 'Invitation-2026!',
    external: false,
  };
  it.each([
    [{}, []],
    [{ emailConfirmation: 'autre@demo.fr' }, [EMAILS_DIFFER]],
    [{ confirmation: 'x' }, [PASSWORDS_DIFFER]],
    [{ email: '', emailConfirmation: '', pwd: '', confirmation: '', external: true }, []],
  ])('step 1 with %j says %j', (change, expected) => {
    expect(messagesOf(invitationLoginInput.safeParse({ ...login, ...change }))).toEqual(expected);
  });

  const identity = { codeCivilite: 'MME', nom: 'Roux', prenom: 'Léa', cgu: true };
  it.each([
    [{}, []],
    [{ cgu: false }, [TERMS_REQUIRED]],
    [{ nom: ' ' }, [FIELDS_INCOMPLETE]],
    [{ codeCivilite: 'Dr' }, [FIELDS_INCOMPLETE]],
  ])('step 2 with %j says %j', (change, expected) => {
    expect(messagesOf(invitationIdentityInput.safeParse({ ...identity, ...change }))).toEqual(expected);
  });
});
