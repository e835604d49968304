import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { missingPackages } from '../../scripts/cluster.mjs';
import { repoRoot } from '../../scripts/servers.mjs';
import { ensureServerBundles } from '../support/bundles.ts';

/**
 * The shape runs what ships: the servers' bundles (built again when a source is newer) and the web app the
 * replicas serve (the end-to-end stage's build; built here when missing). Debian's nginx, redis-server and
 * postgresql must be installed (.ci/run installs them).
 */
export default async function setup() {
  const missing = missingPackages();
  if (missing.length > 0) throw new Error(`apt-get install -y ${missing.join(' ')} (.ci/run installs them)`);
  const webBuilt = await stat(path.join(repoRoot, 'web/dist/index.html')).then(
    () => true,
    () => false,
  );
  await Promise.all([
    ensureServerBundles(),
    webBuilt ||
      promisify(execFile)('npm', ['run', 'build', '-w', '@portal/web'], {
        cwd: repoRoot,
        maxBuffer: 64 * 1024 * 1024,
      }),
  ]);
}
