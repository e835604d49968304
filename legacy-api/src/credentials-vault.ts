import { createCipheriv, randomBytes } from 'node:crypto';

/** AES-256-GCM, the key from LEGACY_CREDENTIALS_KEY (64 hex digits). */
export const CREDENTIALS_KEY_BYTES = 32;

/**
 * Seals a shared credential's password for storage. Nothing in the emulator opens it again: staff reading
 * credentials is out of the portal's scope (CONTRACT.md), so a key lost with a restart loses nothing served.
 */
export function sealPassword(key: Buffer, password: string, iv: Buffer = randomBytes(12)): string {
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
    .join(':');
}

/** The key of the configuration, or a fresh random one when none is set. */
export function credentialsKeyOf(hex: string | undefined): Buffer {
  if (hex === undefined || hex === '') return randomBytes(CREDENTIALS_KEY_BYTES);
  const key = Buffer.from(hex, 'hex');
  if (key.length !== CREDENTIALS_KEY_BYTES || !/^[0-9a-f]+$/i.test(hex))
    throw new Error('LEGACY_CREDENTIALS_KEY is not 64 hexadecimal digits');
  return key;
}
