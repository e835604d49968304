import { describe, expect, it } from 'vitest';
import { policyMessage } from './passwords.ts';
import {
  CAPTCHA_REQUIRED,
  forgotPasswordInput,
  passwordResetInput,
  RESET_FIELDS_REQUIRED,
  RESET_PASSWORDS_DIFFER,
} from './password-reset.ts';
import { EMAIL_INVALID } from './registration.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('forgot password', () => {
  it.each([
    [{ email: 'proprietaire@demo.fr', captcha: 'payload' }, []],
    [{ email: 'proprietaire@demo.fr', captcha: '' }, [CAPTCHA_REQUIRED]],
    [{ email: 'pas-un-mail', captcha: 'payload' }, [EMAIL_INVALID]],
  ])('with %j says %j', (input, expected) => {
    expect(messagesOf(forgotPasswordInput.safeParse(input))).toEqual(expected);
  });
});

describe('change password (reset)', () => {
  const form = { pwd: 'Nouveau-Mdp-2026', confirmation: 'Nouveau-Mdp-2026', codedossier: 'AGR001', uid: 'u' };
  it.each([
    [{}, []],
    [{ codedossier: '' }, [RESET_FIELDS_REQUIRED]],
    [{ confirmation: '' }, [RESET_FIELDS_REQUIRED]],
    [{ confirmation: 'Nouveau-Mdp-2027' }, [RESET_PASSWORDS_DIFFER]],
    [{ pwd: 'Court-2026!', confirmation: 'Court-2026!' }, [policyMessage(12)]],
  ])('with %j says %j', (change, expected) => {
    expect(messagesOf(passwordResetInput.safeParse({ ...form, ...change }))).toEqual(expected);
  });
});
