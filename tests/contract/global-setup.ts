import { seededSnapshotFile } from '@portal/legacy-api/db/seeded-snapshot';
import type { TestProject } from 'vitest/node';
import { ensureServerBundles } from '../support/bundles.ts';
import { startInProcessEmulator } from '../support/in-process-emulator.ts';
import { seedTemplateDatabase, testDatabaseServer } from '../support/postgres-databases.ts';
import { runClock } from '../support/seeded-snapshot.ts';

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
 * Seeds one database with the run's clock (or finds it seeded), then serves the run's shared emulator from it; files
 * that change data start their own emulator from the same snapshot (support.ts, `startOwnEmulator`).
 */
export default async function setup(project: TestProject) {
  const now = runClock();
  // The files that start the emulator as its own program run its bundle, built once here.
  const [snapshotFile] = await Promise.all([seededSnapshotFile(now), ensureServerBundles()]);
  if (testDatabaseServer) await seedTemplateDatabase(now);
  const emulator = await startInProcessEmulator({ snapshotFile, now });
  project.provide('legacyNow', now);
  project.provide('legacyUrl', emulator.url);
  project.provide('legacySnapshotFile', snapshotFile);
  return () => emulator.stop();
}
