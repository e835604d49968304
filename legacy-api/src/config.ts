import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { credentialsKeyOf } from './credentials-vault.ts';
import { fixedClock, systemClock, type Clock } from './clock.ts';

export interface LegacyConfig {
  port: number;
  host: string;
  dataDir: string;
  pgliteDir: string;
  filesDir: string;
  databaseUrl: string | null;
  clock: Clock;
  logLevel: string;
  /** LEGACY_FAULTS=on: the tests' fault injection routes exist. */
  faults: boolean;
  /** LEGACY_CREDENTIALS_KEY: the AES-256-GCM key of the shared credentials' passwords. */
  credentialsKey: Buffer;
  /** LEGACY_OUTBOX=on (the default outside NODE_ENV=production): GET /__outbox lists the mails sent. */
  outbox: boolean;
  /** LEGACY_OIDC=on (the default outside NODE_ENV=production): the local OpenID provider answers at /oidc. */
  oidcProvider: boolean;
}

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): LegacyConfig {
  const dataDir = path.resolve(env.LEGACY_DATA_DIR ?? path.join(packageRoot, '.data'));
  const port = Number(env.LEGACY_PORT ?? 4010);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`LEGACY_PORT is not a port: ${env.LEGACY_PORT}`);
  const faults = env.LEGACY_FAULTS ?? 'off';
  if (faults !== 'on' && faults !== 'off') throw new Error(`LEGACY_FAULTS is neither on nor off: ${faults}`);
  const outbox = env.LEGACY_OUTBOX ?? (env.NODE_ENV === 'production' ? 'off' : 'on');
  if (outbox !== 'on' && outbox !== 'off') throw new Error(`LEGACY_OUTBOX is neither on nor off: ${outbox}`);
  const oidc = env.LEGACY_OIDC ?? (env.NODE_ENV === 'production' ? 'off' : 'on');
  if (oidc !== 'on' && oidc !== 'off') throw new Error(`LEGACY_OIDC is neither on nor off: ${oidc}`);
  return {
    port,
    host: env.LEGACY_HOST ?? '127.0.0.1',
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    filesDir: path.join(dataDir, 'files'),
    databaseUrl: env.DATABASE_URL || null,
    clock: env.LEGACY_NOW ? fixedClock(env.LEGACY_NOW) : systemClock,
    logLevel: env.LOG_LEVEL ?? 'info',
    faults: faults === 'on',
    credentialsKey: credentialsKeyOf(env.LEGACY_CREDENTIALS_KEY),
    outbox: outbox === 'on',
    oidcProvider: oidc === 'on',
  };
}
