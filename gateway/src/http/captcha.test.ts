import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { Captcha } from './captcha.ts';

const secret = 'secret-de-test-du-captcha-0123456789';
const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');

async function solved(captcha: Captcha, now?: number): Promise<string> {
  const challenge = await captcha.challenge(now);
  const solution = await solveChallenge({ challenge, deriveKey });
  return encode({ challenge, solution });
}

describe('captcha', () => {
  it('accepts a solved challenge once and refuses it replayed', async () => {
    const captcha = new Captcha(secret, 10);
    const payload = await solved(captcha);
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('refuses an unsolved, forged, expired or unreadable payload', async () => {
    const captcha = new Captcha(secret, 10);
    const challenge = await captcha.challenge();
    expect(await captcha.verify(encode({ challenge, solution: { counter: 1, derivedKey: 'x' } }))).toBe(
      false,
    );
    expect(await captcha.verify(await solved(new Captcha('un-autre-secret-0123456789-abcdef', 10)))).toBe(
      false,
    );
    const old = await solved(captcha, Date.now() - 3_600_000);
    expect(await captcha.verify(old)).toBe(false);
    expect(await captcha.verify('pas du base64 json')).toBe(false);
    expect(await captcha.verify('')).toBe(false);
  });
});
