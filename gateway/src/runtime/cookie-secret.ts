import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE_NAME = 'cookie-secret';

/**
 * The cookie secret of a gateway run without COOKIE_SECRET outside production: random, made on the first start
 * and kept in `dataDir` (git-ignored), so a developer's sessions survive restarts and no secret is written in
 * the code. Processes starting together (test workers) end up with the same one: the file appears whole, by a
 * hard link that fails when another process was first.
 */
export function localCookieSecret(dataDir: string): string {
  const file = path.join(dataDir, FILE_NAME);
  const kept = readSecret(file);
  if (kept !== null) return kept;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const secret = readSecret(file);
  if (secret === null) throw new Error(`${file} must hold a cookie secret of at least 32 characters`);
  return secret;
}

function readSecret(file: string): string | null {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= 32 ? secret : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
