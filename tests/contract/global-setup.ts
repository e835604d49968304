import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startInProcessEmulator, writeSeededSnapshot } from '../support/in-process-emulator.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared emulator, for the files that only read. */
    legacyUrl: string;
    /** A seeded database snapshot (dates on LEGACY_NOW) that `startOwnEmulator` loads. */
    legacySnapshotFile: string;
  }
}

/** The emulator's clock during the contract tests: every "upcoming" and relative seed date hangs on it. */
export const LEGACY_NOW = '2026-11-21T08:00:00.000Z';

/**
 * Seeds one database with a fixed clock, then serves the run's shared emulator from it; files that change data start
 * their own emulator from the same snapshot (support.ts, `startOwnEmulator`).
 */
export default async function setup(project: TestProject) {
  const snapshotFile = await writeSeededSnapshot(LEGACY_NOW);
  const emulator = await startInProcessEmulator({ snapshotFile, now: LEGACY_NOW });
  project.provide('legacyUrl', emulator.url);
  project.provide('legacySnapshotFile', snapshotFile);
  return async () => {
    await emulator.stop();
    await rm(path.dirname(snapshotFile), { recursive: true, force: true });
  };
}
