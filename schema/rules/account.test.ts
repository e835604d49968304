import { describe, expect, it } from 'vitest';
import {
  BILLING_EMAIL_INVALID,
  billingEmailLocked,
  communicationInput,
  FIELDS_REQUIRED,
  MAIN_EMAIL_INVALID,
  MAILS_DIFFER,
  mailChangeInput,
  MOBILE_INVALID,
  modificationLine,
  PASSWORDS_DIFFER,
  passwordChangeInput,
  PHONE_INVALID,
  phoneDigits,
} from './account.ts';
import { policyMessage } from './passwords.ts';
import { EMAIL_INVALID } from './registration.ts';

const contact = {
  telephone: '0326480112',
  indicatifTelephone: 74,
  portable: '',
  indicatifPortable: 74,
  emailPrincipal: 'contact@earl.fr',
  emailFacturation: '',
};
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('a phone field', () => {
  it.each([
    ['03 26-48.01.12', '0326480112'],
    ['+33612345678901', '3361234567'],
    ['abc', ''],
  ])('keeps the digits of %j, at most 10', (typed, kept) => {
    expect(phoneDigits(typed)).toBe(kept);
  });
});

describe('the contact details of a file', () => {
  it.each([
    [{ telephone: '12345' }, PHONE_INVALID],
    [{ telephone: '12345678901' }, PHONE_INVALID],
    [{ telephone: '03264801a2' }, PHONE_INVALID],
    [{ portable: '06124' }, MOBILE_INVALID],
    [{ emailPrincipal: 'pas-un-mail' }, MAIN_EMAIL_INVALID],
    [{ emailPrincipal: `${'a'.repeat(57)}@earl.fr` }, MAIN_EMAIL_INVALID],
    [{ emailFacturation: 'factures@' }, BILLING_EMAIL_INVALID],
    [{ emailFacturation: `${'a'.repeat(248)}@earl.fr` }, BILLING_EMAIL_INVALID],
  ])('refuses %j with its message', (change, message) => {
    expect(messagesOf(communicationInput.safeParse({ ...contact, ...change }))).toEqual([message]);
  });

  it.each([
    [{ telephone: '', portable: '', emailPrincipal: '', emailFacturation: '' }],
    [{ telephone: '123456', portable: '0612345678' }],
    [{ emailPrincipal: `${'a'.repeat(56)}@earl.fr`, emailFacturation: `${'a'.repeat(247)}@earl.fr` }],
  ])('accepts %j (empty fields, 6 to 10 digits, addresses at their limit)', (change) => {
    expect(communicationInput.safeParse({ ...contact, ...change }).success).toBe(true);
  });
});

describe('the billing e-mail', () => {
  it('is locked when it is an address of the electronic-invoicing platform', () => {
    expect(billingEmailLocked('earl.quatrevents@Factures.Example.fr', 'factures.example.fr')).toBe(true);
  });

  it('stays editable for any other address, or when no platform is configured', () => {
    expect(billingEmailLocked('compta@factures.example.fr.evil.fr', 'factures.example.fr')).toBe(false);
    expect(billingEmailLocked(null, 'factures.example.fr')).toBe(false);
    expect(billingEmailLocked('x@factures.example.fr', '')).toBe(false);
  });
});

describe('the line under a field', () => {
  it('names the member who changed it, or the agent and the firm', () => {
    expect(modificationLine('02/03/2026', { auteur: 'Jeanne Morel', parAgent: false })).toBe(
      'Modifié le 02/03/2026 par Jeanne Morel',
    );
    expect(modificationLine('02/03/2026', { auteur: 'Sophie Marchand', parAgent: true })).toBe(
      'Modifié le 02/03/2026 par Sophie Marchand (votre cabinet)',
    );
  });
});

describe('a change of password in the account', () => {
  const good = { pwd: 'Nouveau-Mot2passe', confirmation: 'Nouveau-Mot2passe', securecode: '123456' };
  it.each([
    [{ securecode: '' }, FIELDS_REQUIRED],
    [{ pwd: '', confirmation: '' }, FIELDS_REQUIRED],
    [{ confirmation: 'Nouveau-Mot2passf' }, PASSWORDS_DIFFER],
    [{ pwd: 'Court1!', confirmation: 'Court1!' }, policyMessage(8)],
    [{ pwd: 'sansmajuscule1!', confirmation: 'sansmajuscule1!' }, policyMessage(8)],
  ])('refuses %j with its message', (change, message) => {
    expect(messagesOf(passwordChangeInput.safeParse({ ...good, ...change }))).toEqual([message]);
  });

  it('accepts 8 characters with a digit, an upper and a lower case letter and a symbol', () => {
    expect(
      passwordChangeInput.safeParse({ ...good, pwd: 'Abcdef1!', confirmation: 'Abcdef1!' }).success,
    ).toBe(true);
  });
});

describe('a change of e-mail', () => {
  const good = {
    mail: 'nouveau@earl.fr',
    mailConfirmation: 'Nouveau@earl.fr',
    securecode: '123456',
    external: false,
    linked: false,
    pwd: '',
    confirmation: '',
  };
  it.each([
    [{ securecode: '' }, FIELDS_REQUIRED],
    [{ mailConfirmation: '' }, FIELDS_REQUIRED],
    [{ mailConfirmation: 'autre@earl.fr' }, MAILS_DIFFER],
    [{ mail: 'pas-un-mail', mailConfirmation: 'pas-un-mail' }, EMAIL_INVALID],
    [{ external: true }, FIELDS_REQUIRED],
    [{ external: true, pwd: 'Abcdef1!', confirmation: 'Abcdef1?' }, PASSWORDS_DIFFER],
    [{ external: true, pwd: 'abcdefgh', confirmation: 'abcdefgh' }, policyMessage(8)],
    [{ linked: true, securecode: ' ' }, FIELDS_REQUIRED],
  ])('refuses %j with its message', (change, message) => {
    expect(messagesOf(mailChangeInput.safeParse({ ...good, ...change }))).toEqual([message]);
  });

  it('asks no password of an account with its own password, and a new one of an external account', () => {
    expect(mailChangeInput.safeParse(good).success).toBe(true);
    expect(
      mailChangeInput.safeParse({ ...good, external: true, pwd: 'Abcdef1!', confirmation: 'Abcdef1!' })
        .success,
    ).toBe(true);
  });

  it('asks only the code once an external account is linked in place of the e-mail', () => {
    const linked = { ...good, mail: '', mailConfirmation: '', external: true, linked: true };
    expect(mailChangeInput.safeParse(linked).success).toBe(true);
  });
});
