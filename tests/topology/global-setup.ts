import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { missingPackages } from '../../scripts/cluster.mjs';
import { repoRoot, servers } from '../../scripts/servers.mjs';

const SOURCES = ['schema', 'legacy-api', 'gateway', 'web'];
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-server', '.data']);

async function newestChange(folder: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name) || /\.(md|test\.tsx?)$/.test(entry.name)) continue;
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? await newestChange(full) : (await stat(full)).mtimeMs);
  }
  return newest;
}

/**
 * The shape runs what ships: `npm run build`'s bundles, built again when a source is newer than one of them. Debian's
 * nginx, redis-server and postgresql must be installed (.ci/run installs them).
 */
export default async function setup() {
  const missing = missingPackages();
  if (missing.length > 0) throw new Error(`apt-get install -y ${missing.join(' ')} (.ci/run installs them)`);
  const bundles = await Promise.all(
    Object.values(servers).map(({ bundle }) =>
      stat(path.join(repoRoot, bundle)).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  const changes = await Promise.all(SOURCES.map((folder) => newestChange(path.join(repoRoot, folder))));
  if (Math.min(...bundles) > Math.max(...changes)) return;
  await promisify(execFile)('npm', ['run', 'build'], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
}
