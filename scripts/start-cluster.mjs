#!/usr/bin/env node
// `npm run start:cluster`: the production shape on this machine (scripts/cluster.mjs): nginx in front of two gateway
// replicas, Redis, PostgreSQL with the emulator on it, from Debian's packages and `npm run build`'s bundles.
// `--no-build` runs the bundles already built. Ctrl-C stops every program it started.
import { spawnSync } from 'node:child_process';
import { missingPackages, startCluster } from './cluster.mjs';
import { repoRoot } from './servers.mjs';

const missing = missingPackages();
if (missing.length > 0) {
  console.error(
    `The production shape runs Debian's ${missing.join(', ')}: apt-get install -y ${missing.join(' ')}`,
  );
  process.exit(1);
}
if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const pending = new Map();
function print(name, text) {
  const lines = ((pending.get(name) ?? '') + text).split('\n');
  pending.set(name, lines.pop() ?? '');
  for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
}

const port = process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined;
const cluster = await startCluster({ dir: process.env.CLUSTER_DATA_DIR, port, onOutput: print });
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the production shape…');
    void cluster.stop().then(() => process.exit(0));
  });
}
console.log(
  [
    `Portail (production shape): ${cluster.url}`,
    `  replicas ${cluster.replicas.map((replica) => replica.url).join(' and ')} (loopback; the public side is nginx)`,
    `  emulator ${cluster.legacyUrl} on ${cluster.databaseUrl}, Redis ${cluster.redisUrl}`,
    `  data in ${cluster.dir}${process.env.CLUSTER_DATA_DIR ? '' : ' (removed at stop; set CLUSTER_DATA_DIR to keep it)'}`,
    'Ctrl-C stops it.',
  ].join('\n'),
);
