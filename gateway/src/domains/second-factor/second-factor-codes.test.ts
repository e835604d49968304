import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrCodeSvg,
  recoveryCodeHash,
  totpStepOf,
} from './second-factor-codes.ts';

const NOW = Date.UTC(2026, 11, 1, 8, 0, 15);
const STEP = Math.floor(NOW / 30_000);
/** What the person's app shows at `timestamp`, computed by the library apps follow (RFC 6238, SHA-1, 30 s). */
const appCode = (secret: string, timestamp: number) => new TOTP({ secret }).generate({ timestamp });

describe('TOTP codes', () => {
  const secret = newTotpSecret();

  it('gives a base32 secret of 20 bytes, a new one each time', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('puts the secret, the portal and the login in the address the QR code holds', () => {
    const uri = new URL(otpauthUri(secret, 'marie@demo.fr'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Portail client');
    expect(decodeURIComponent(uri.pathname)).toContain('marie@demo.fr');
    expect(qrCodeSvg(uri.href)).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
  });

  it('accepts the code of now, of the step before and of the step after, each with its own step', () => {
    expect(totpStepOf(secret, appCode(secret, NOW), NOW)).toBe(STEP);
    expect(totpStepOf(secret, appCode(secret, NOW - 30_000), NOW)).toBe(STEP - 1);
    expect(totpStepOf(secret, appCode(secret, NOW + 30_000), NOW)).toBe(STEP + 1);
  });

  it('reads a code typed with a space in its middle', () => {
    const code = appCode(secret, NOW);
    expect(totpStepOf(secret, `${code.slice(0, 3)} ${code.slice(3)}`, NOW)).toBe(STEP);
  });

  it('refuses a code of two steps away, of another secret, or not six digits', () => {
    expect(totpStepOf(secret, appCode(secret, NOW - 60_000), NOW)).toBeNull();
    expect(totpStepOf(secret, appCode(newTotpSecret(), NOW), NOW)).toBeNull();
    expect(totpStepOf(secret, '12345', NOW)).toBeNull();
    expect(totpStepOf(secret, 'abcdef', NOW)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('gives ten different codes of two groups of five characters without look-alikes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
  });

  it('hashes a code the same however it is typed, and never as the code itself', () => {
    const [code] = newRecoveryCodes() as [string];
    const hash = recoveryCodeHash(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash(` ${code.toUpperCase().replace('-', ' ')} `)).toBe(hash);
    expect(recoveryCodeHash(code.replace('-', ''))).toBe(hash);
    expect(recoveryCodeHash(newRecoveryCodes()[0]!)).not.toBe(hash);
  });
});
