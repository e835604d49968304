import { spawnSync } from 'node:child_process';
import { repoRoot } from '../support/emulator.ts';

/** Builds every program (`npm run build`), as the bench measures what ships; a failed build ends the run. */
export function buildOrExit(): void {
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
