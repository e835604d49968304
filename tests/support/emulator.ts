import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startProgram } from './programs.ts';

export { freePort, repoRoot } from './programs.ts';

export interface RunningEmulator {
  url: string;
  /** Its LEGACY_DATA_DIR: `pglite/` (the database) and `files/` (uploads). */
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmulatorOptions {
  /** LEGACY_NOW: the emulator's fixed clock; real time otherwise. */
  now?: string;
  /** LEGACY_FAULTS=on: the fault injection routes (`PUT /__faults`, `GET /__calls`, legacy-api/README.md). */
  faults?: boolean;
  /**
   * A data folder made by `unpackSnapshot` (seeded-snapshot.ts), copied before the start: the emulator then
   * skips creating and seeding its database (seconds on a busy machine), and its changes stay in the copy.
   */
  seededFrom?: string;
  /** DATABASE_URL: a PostgreSQL database instead of the data folder's PGlite. */
  databaseUrl?: string;
}

/** Starts the emulator on `dataDir` (kept when it stops) and a free port. */
async function runEmulator(dataDir: string, options: EmulatorOptions) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const program = await startProgram(
    'emulator',
    {
      LEGACY_PORT: String(port),
      LEGACY_HOST: '127.0.0.1',
      LEGACY_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(options.now ? { LEGACY_NOW: options.now } : {}),
      LEGACY_FAULTS: options.faults ? 'on' : 'off',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    `${url}/openapi.json`,
  );
  return { url, program };
}

/**
 * Starts the legacy emulator as a child process on a free port, with a data folder of its own (a copy of
 * `seededFrom`, or an empty one it seeds), removed when it stops.
 */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portail-emulator-'));
  try {
    if (options.seededFrom) await cp(options.seededFrom, dataDir, { recursive: true });
    const { url, program } = await runEmulator(dataDir, options);
    return {
      url,
      dataDir,
      async stop() {
        await program.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
