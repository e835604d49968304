import { execFile } from 'node:child_process';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { seededSnapshotFile } from '@portal/legacy-api/db/seeded-snapshot';
import { ensureServerBundles } from '../support/bundles.ts';
import { WEB_DIST_DIR } from '../support/gateway.ts';
import { runClock, unpackSnapshot } from '../support/seeded-snapshot.ts';
import { repoRoot } from '../support/programs.ts';

/** The environment variable that hands the seeded data folder to the workers (they inherit this process's env). */
export const SEEDED_DATA_DIR_ENV = 'E2E_SEEDED_DATA_DIR';

/** What the web build reads: the app and the shared rules it imports. */
const WEB_SOURCES = ['web', 'schema'];
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-server']);

async function newestChange(folder: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name)) continue;
    const full = path.join(folder, entry.name);
    const time = entry.isDirectory() ? await newestChange(full) : (await stat(full)).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

/** Builds the web app once for every worker's gateway, unless web/dist is newer than every source. */
async function buildWebApp(): Promise<void> {
  const built = await stat(path.join(WEB_DIST_DIR, 'index.html')).then(
    (s) => s.mtimeMs,
    () => 0,
  );
  const changes = await Promise.all(WEB_SOURCES.map((folder) => newestChange(path.join(repoRoot, folder))));
  if (built > Math.max(...changes)) return;
  try {
    await promisify(execFile)('npm', ['run', 'build', '-w', '@portal/web'], {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`the web build failed\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
  }
}

/**
 * Once per run: the web build, the servers' bundles, and a seeded database that each worker copies for its own emulator (a worker
 * changes only its copy, so tests of different workers never see each other's changes). The database is the run's
 * snapshot (support/seeded-snapshot.ts), which the contract tests have written when `npm test` runs both stages.
 */
export default async function globalSetup() {
  const [seeded] = await Promise.all([
    seededSnapshotFile(runClock()).then(unpackSnapshot),
    buildWebApp(),
    ensureServerBundles(),
  ]);
  process.env[SEEDED_DATA_DIR_ENV] = seeded;
  return async () => {
    await rm(seeded, { recursive: true, force: true });
  };
}
