import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startInProcessEmulator, writeSeededSnapshot } from '../support/in-process-emulator.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared emulator, for the files that only read. */
    legacyUrl: string;
    /** A seeded database snapshot (dates on `legacyNow`) that `startOwnEmulator` loads. */
    legacySnapshotFile: string;
    /** The emulator's clock during the run (support.ts `LEGACY_NOW`). */
    legacyNow: string;
  }
}

/**
 * The emulator's clock during the contract tests, on which every "upcoming" and relative seed date hangs: 08:00 UTC
 * of the day the run starts. The gateway judges some dates on its own, real clock (an invitation's expiry), so a
 * fixed day had the seed's pending invitations, which expire six days after it, refused a week later.
 */
function runClock(now = new Date()): string {
  return `${now.toISOString().slice(0, 10)}T08:00:00.000Z`;
}

/**
 * Seeds one database with the run's clock, then serves the run's shared emulator from it; files that change data start
 * their own emulator from the same snapshot (support.ts, `startOwnEmulator`).
 */
export default async function setup(project: TestProject) {
  const now = runClock();
  const snapshotFile = await writeSeededSnapshot(now);
  const emulator = await startInProcessEmulator({ snapshotFile, now });
  project.provide('legacyNow', now);
  project.provide('legacyUrl', emulator.url);
  project.provide('legacySnapshotFile', snapshotFile);
  return async () => {
    await emulator.stop();
    await rm(path.dirname(snapshotFile), { recursive: true, force: true });
  };
}
