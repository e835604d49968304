#!/usr/bin/env node
// `npm test`: every test of the portal. Unit and contract tests (Vitest, files in parallel), then the end-to-end
// tests (Playwright in Debian's Chromium, tests in parallel), each worker on its own programs and database, then the
// production shape: the topology tests against nginx, two gateway replicas, Redis and PostgreSQL (tests/topology),
// and the contract suite once more with its emulators on PostgreSQL. Each stage's wall time is printed, so a slower
// suite shows in the log.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

for (const [name, command, args] of [
  ['unit and contract', 'npx', ['vitest', 'run']],
  ['end-to-end', 'npm', ['run', 'test:e2e']],
  ['topology', 'npx', ['vitest', 'run', '--config', 'tests/topology/vitest.config.ts']],
  ['contract on PostgreSQL', 'node', ['scripts/contract-on-postgres.mjs']],
]) {
  const startedAt = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  console.log(`npm test: ${name} tests took ${Math.round((performance.now() - startedAt) / 1000)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
