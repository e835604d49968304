#!/usr/bin/env node
// `npm test`: every test of the portal. Unit and contract tests (Vitest, files in parallel), then the end-to-end
// tests (Playwright in Debian's Chromium, tests in parallel), each worker on its own programs and database. Each
// stage's wall time is printed, so a slower suite shows in the log.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

for (const [name, command, args] of [
  ['unit and contract', 'npx', ['vitest', 'run']],
  ['end-to-end', 'npm', ['run', 'test:e2e']],
]) {
  const startedAt = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  console.log(`npm test: ${name} tests took ${Math.round((performance.now() - startedAt) / 1000)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
