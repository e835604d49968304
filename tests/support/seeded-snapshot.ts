import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPglite } from '@portal/legacy-api/db/db';

// One seeded snapshot serves the whole run (legacy-api's `seededSnapshotFile` on `runClock()`, kept in the temp
// folder): the contract tests load it in memory, and unpack it for the emulators they run as programs; the
// end-to-end setup unpacks it for the workers' emulators.

/**
 * 08:00 UTC of the day the run starts: the clock the run's snapshot is seeded on, and the contract tests' emulator
 * clock. A real day, not a fixed one: the gateway judges some dates on its own, real clock (an invitation's expiry),
 * so a fixed day had the seed's pending invitations, which expire six days after it, refused a week later. The seed
 * hangs its dates on the day alone, and an emulator on the real clock moves them to its own day, so the end-to-end
 * stage of the same run finds the snapshot written and shares it.
 */
export function runClock(now = new Date()): string {
  return `${now.toISOString().slice(0, 10)}T08:00:00.000Z`;
}

// Read once per worker process, whose files all start from the same snapshot.
const snapshots = new Map<string, Promise<Blob>>();
/** `snapshotFile`'s bytes, for PGlite's `loadDataDir`. */
export function readSnapshot(file: string): Promise<Blob> {
  let snapshot = snapshots.get(file);
  if (!snapshot) {
    snapshot = readFile(file).then((bytes) => new Blob([bytes]));
    snapshots.set(file, snapshot);
  }
  return snapshot;
}

/**
 * A data folder holding `snapshotFile`'s database, for the emulator as its own program (`startEmulator({ seededFrom
 * })`): it then skips creating and seeding its database. The caller removes the folder.
 */
export async function unpackSnapshot(snapshotFile: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portail-seeded-'));
  const dataDir = path.join(folder, 'pglite');
  await mkdir(dataDir);
  await (await createPglite({ dataDir, loadDataDir: await readSnapshot(snapshotFile) })).close();
  return folder;
}
