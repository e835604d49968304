import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, servers } from '../../scripts/servers.mjs';

/** What the server bundles are built from: their sources, the shared rules, the build itself and the lockfile. */
const SERVER_SOURCES = ['legacy-api/src', 'gateway/src', 'schema', 'scripts', 'package-lock.json'];
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-server']);

async function newestChange(file: string): Promise<number> {
  const info = await stat(file);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of await readdir(file)) {
    if (!NOT_SOURCES.has(entry)) newest = Math.max(newest, await newestChange(path.join(file, entry)));
  }
  return newest;
}

async function builtAt(bundle: string): Promise<number> {
  return stat(path.join(repoRoot, bundle)).then(
    (s) => s.mtimeMs,
    () => 0,
  );
}

/**
 * Builds the servers' bundles where `npm start` runs them (legacy-api/dist, gateway/dist), unless each is newer
 * than every source: the tests run what ships, never the sources through tsx. Called once per run, by the global
 * set-ups, before any worker starts a server.
 */
export async function ensureServerBundles(): Promise<void> {
  const [sources, ...bundles] = await Promise.all([
    Promise.all(SERVER_SOURCES.map((source) => newestChange(path.join(repoRoot, source)))).then((times) =>
      Math.max(...times),
    ),
    ...Object.values(servers).map(({ bundle }) => builtAt(bundle)),
  ]);
  if (bundles.every((built) => built > sources)) return;
  await promisify(execFile)(process.execPath, ['scripts/build-servers.mjs'], { cwd: repoRoot });
}
