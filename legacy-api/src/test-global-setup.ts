import { seededSnapshotFile } from './test-support.ts';

/** Writes the tests' seeded snapshot once, before the workers that load it start. */
export default async function setup() {
  await seededSnapshotFile();
}
