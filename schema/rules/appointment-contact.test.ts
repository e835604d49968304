import { describe, expect, it } from 'vitest';
import { appointmentContact, EMAIL_INVALID, PHONE_INVALID, REASON_REQUIRED } from './appointment-contact.ts';
import { FORBIDDEN_CHARACTER } from './text.ts';

const outcome = (input: Parameters<typeof appointmentContact.safeParse>[0]) => {
  const parsed = appointmentContact.safeParse(input);
  return parsed.success
    ? { sent: parsed.data }
    : { errors: parsed.error.issues.map((i) => [i.path.join('.'), i.message]) };
};

describe('appointment contact (spec 000 §5: the reason, and either a valid phone or a valid e-mail)', () => {
  it.each([
    ['a valid phone', { telephone: '06 12 34 56 78' }, { telephone: '06 12 34 56 78', email: '' }],
    ['an international phone', { telephone: '+33612345678' }, { telephone: '+33612345678', email: '' }],
    ['a valid e-mail', { email: 'jeanne@demo.fr' }, { telephone: '', email: 'jeanne@demo.fr' }],
    [
      'a wrong phone beside a valid e-mail',
      { telephone: '03 26', email: 'jeanne@demo.fr' },
      { telephone: '', email: 'jeanne@demo.fr' },
    ],
    [
      'a wrong e-mail beside a valid phone',
      { telephone: '0326480112', email: 'jeanne@' },
      { telephone: '0326480112', email: '' },
    ],
  ])('sends the reason with %s, leaving out any wrong value', (_case, contact, sent) => {
    expect(outcome({ reason: ' Bilan ', ...contact })).toEqual({ sent: { reason: 'Bilan', ...sent } });
  });

  it.each([
    ['a blank reason', { reason: '  ', email: 'jeanne@demo.fr' }, [['reason', REASON_REQUIRED]]],
    ['a short phone alone', { reason: 'Bilan', telephone: '06123' }, [['telephone', PHONE_INVALID]]],
    ['a malformed e-mail alone', { reason: 'Bilan', email: 'jeanne@' }, [['email', EMAIL_INVALID]]],
    [
      'a wrong phone and a wrong e-mail',
      { reason: 'Bilan', telephone: '03 26', email: 'jeanne@' },
      [
        ['telephone', PHONE_INVALID],
        ['email', EMAIL_INVALID],
      ],
    ],
    ['neither a phone nor an e-mail', { reason: 'Bilan' }, [['email', EMAIL_INVALID]]],
  ])('refuses %s with the messages of the fields to fix', (_case, input, errors) => {
    expect(outcome(input)).toEqual({ errors });
  });

  it.each([
    ['Surface < 5 ha, rendement <5 t', null],
    ['Bonjour,\r\n\tligne deux', null],
    // Plain text as typed: shown escaped wherever it is shown (spec 000 §5 has no rule against '<').
    ['<b>urgent</b>', null],
    ['voir <img src=x onerror=alert(1)>', null],
    ['motif \ud800', FORBIDDEN_CHARACTER],
    ['motif\u0000', FORBIDDEN_CHARACTER],
    ['mo\u000btif', FORBIDDEN_CHARACTER],
  ])('keeps the reason %j to plain text on several lines (refusal: %s)', (reason, refusal) => {
    const parsed = outcome({ reason, email: 'jeanne@demo.fr' });
    if (refusal) expect(parsed).toEqual({ errors: [['reason', refusal]] });
    else expect(parsed).toHaveProperty('sent.reason', reason.trim());
  });
});
