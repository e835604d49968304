#!/usr/bin/env node
// `npm test`: every test of the portal. Unit and contract tests (Vitest), then the end-to-end tests
// (Playwright in Debian's Chromium), which start their own stack on ports of their own with a fresh database.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

for (const [command, args] of [
  ['npx', ['vitest', 'run']],
  ['npm', ['run', 'test:e2e']],
]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
