import { seededSnapshotFile } from './db/seeded-snapshot.ts';
import { TEST_NOW } from './test-support.ts';

/** Writes the tests' seeded snapshot once, before the workers that load it start. */
export default async function setup() {
  await seededSnapshotFile(TEST_NOW);
}
