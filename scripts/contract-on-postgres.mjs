#!/usr/bin/env node
// `npm test`'s stage "contract on PostgreSQL": the contract suite once more, its emulators on a PostgreSQL server
// (Debian's postgresql, started here in a temp folder and stopped after) instead of PGlite, as the production shape
// runs the emulator (DATABASE_URL). tests/support/postgres-databases.ts gives each emulator a seeded copy.
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, missingPackages, startPostgres } from './cluster.mjs';
import { repoRoot } from './servers.mjs';

if (missingPackages().includes('postgresql')) {
  console.error("the contract suite on PostgreSQL needs Debian's postgresql: apt-get install -y postgresql");
  process.exit(1);
}
const dir = await mkdtemp(path.join(tmpdir(), 'portail-contract-postgres-'));
// The postgres user reaches its folder through this one.
await chmod(dir, 0o755);
const postgres = await startPostgres(dir, await freePort());
const result = spawnSync('npx', ['vitest', 'run', '--project', 'contract', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, LEGACY_TEST_DATABASE_URL: postgres.url },
});
await postgres.stop();
await rm(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
