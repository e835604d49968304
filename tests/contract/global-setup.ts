import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { seedDataFolder, startEmulator } from '../support/emulator.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared emulator, for the files that only read. */
    legacyUrl: string;
    /** A seeded data folder (dates on LEGACY_NOW) that `startOwnEmulator` copies. */
    legacySeededDir: string;
  }
}

/** The emulator's clock during the contract tests: every "upcoming" and relative seed date hangs on it. */
export const LEGACY_NOW = '2026-11-21T08:00:00.000Z';

/**
 * Seeds one database with a fixed clock, then starts the run's shared emulator on a copy of it; files that change
 * data start their own emulator on another copy (support.ts, `startOwnEmulator`).
 */
export default async function setup(project: TestProject) {
  const seeded = await seedDataFolder({ now: LEGACY_NOW });
  const emulator = await startEmulator({ now: LEGACY_NOW, seededFrom: seeded });
  project.provide('legacyUrl', emulator.url);
  project.provide('legacySeededDir', seeded);
  return async () => {
    await emulator.stop();
    await rm(seeded, { recursive: true, force: true });
  };
}
