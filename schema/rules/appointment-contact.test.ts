import { describe, expect, it } from 'vitest';
import { appointmentContact, EMAIL_INVALID, PHONE_INVALID, REASON_REQUIRED } from './appointment-contact.ts';
import { FORBIDDEN_CHARACTER, MARKUP_REFUSED } from './text.ts';

const messages = (input: Parameters<typeof appointmentContact.safeParse>[0]) => {
  const parsed = appointmentContact.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('appointment contact', () => {
  it('accepts a reason with a valid phone or a valid e-mail', () => {
    expect(messages({ reason: 'Bilan', telephone: '06 12 34 56 78' })).toEqual([]);
    expect(messages({ reason: 'Bilan', telephone: '+33612345678' })).toEqual([]);
    expect(messages({ reason: 'Bilan', email: 'jeanne@demo.fr' })).toEqual([]);
  });

  it.each([
    ['Surface < 5 ha, rendement <5 t', []],
    ['Bonjour,\r\n\tligne deux', []],
    ['<b>urgent</b>', [['reason', MARKUP_REFUSED]]],
    ['voir <img src=x onerror=alert(1)>', [['reason', MARKUP_REFUSED]]],
    ['motif \ud800', [['reason', FORBIDDEN_CHARACTER]]],
    ['motif\u0000', [['reason', FORBIDDEN_CHARACTER]]],
    ['mo\u000btif', [['reason', FORBIDDEN_CHARACTER]]],
  ])('keeps the reason %j to plain text on several lines, refusals: %j', (reason, expected) => {
    expect(messages({ reason, email: 'jeanne@demo.fr' })).toEqual(expected);
  });

  it('asks for the reason', () => {
    expect(messages({ reason: '  ', email: 'jeanne@demo.fr' })).toEqual([['reason', REASON_REQUIRED]]);
  });

  it('refuses a phone of fewer than 10 digits', () => {
    expect(messages({ reason: 'Bilan', telephone: '06123' })).toEqual([['telephone', PHONE_INVALID]]);
  });

  it('refuses a malformed e-mail, and asks for an e-mail when neither is given', () => {
    expect(messages({ reason: 'Bilan', email: 'jeanne@' })).toEqual([['email', EMAIL_INVALID]]);
    expect(messages({ reason: 'Bilan' })).toEqual([['email', EMAIL_INVALID]]);
  });
});
