import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@portal/schema/rules/second-factor';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/** The name authenticator apps show above the codes. */
const ISSUER = 'Portail client';
const PERIOD_SECONDS = 30;

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret });

/** A new TOTP secret: 20 random bytes (RFC 4226's recommended length), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` address an app reads from the QR code, labelled with the person's login. */
export const otpauthUri = (secret: string, login: string): string => totpOf(secret, login).toString();

export const qrCodeSvg = (text: string): string => renderSVG(text);

/**
 * The time step of `code` for this secret, or null: the code of the current step, the one before or the one
 * after (a phone's clock a little off, a code typed as it changes).
 */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totpOf(secret).validate({ token: digits, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

// No 0/o, 1/l/i: a code copied by hand from paper is read back without doubt.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes `xxxxx-xxxxx` (about 49 bits each), to be shown once. */
export function newRecoveryCodes(): string[] {
  const half = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

/**
 * The hash a recovery code is kept and looked up by: SHA-256 of the code as typed without spaces, dashes or
 * capitals. A fast hash suffices: each code is random and long enough, and guesses are throttled with sign-ins.
 */
export function recoveryCodeHash(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(`portail-recovery:${normalized}`).digest('hex');
}
