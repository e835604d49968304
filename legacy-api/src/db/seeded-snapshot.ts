import { createHash } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixedClock } from '../clock.ts';
import { createSnapshot } from './db.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed/index.ts';

// The test suites load a seeded snapshot (in memory, or unpacked into a data folder) instead of migrating and
// seeding for every emulator they start: a fresh PGlite runs initdb, and the seed takes seconds on a busy machine.

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A fingerprint of `now` and of the sources that shape the seeded database, so a stale snapshot is never reused. */
async function fingerprint(now: string): Promise<string> {
  const hash = createHash('sha1').update(now);
  const files = (await readdir(srcDir, { recursive: true }))
    .filter((f) => /\.(ts|sql)$/.test(f) && !f.endsWith('.test.ts'))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(path.join(srcDir, file)));
  return hash.digest('hex').slice(0, 16);
}

// A snapshot, or the partial file of a writer (`.<pid>`, renamed when complete).
const SNAPSHOT_FILE = /^legacy-api-seeded-[0-9a-f]{16}\.tar(\.\d+)?$/;
/**
 * A snapshot not used for this long is of an older day or older sources: no run of today reads it again. A partial
 * file this old is a crashed writer's: a writer takes seconds.
 */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the snapshots in `folder` nobody has used for a day, and the partial files of writers that died, so a
 * developer's temp folder keeps a few, not one per day of runs.
 */
export async function removeUnusedSnapshots(folder: string): Promise<void> {
  const oldest = Date.now() - UNUSED_FOR_MS;
  for (const name of (await readdir(folder)).filter((n) => SNAPSHOT_FILE.test(n))) {
    const file = path.join(folder, name);
    const used = await stat(file).catch(() => null);
    if (used && used.mtimeMs < oldest) await rm(file, { force: true });
  }
}

/** Marks the snapshot `file` as used now, so the clean-up of another run leaves it alone; false when missing. */
async function markUsed(file: string): Promise<boolean> {
  const now = new Date();
  return utimes(file, now, now).then(
    () => true,
    () => false,
  );
}

/**
 * The file of a snapshot of the migrated database holding the demo data seeded on `now`'s clock, written when
 * missing: the suites of one run (and the runs after it) that seed on the same clock share it.
 */
export async function seededSnapshotFile(now: string): Promise<string> {
  const file = path.join(tmpdir(), `legacy-api-seeded-${await fingerprint(now)}.tar`);
  if (await markUsed(file)) return file;
  const snapshot = await createSnapshot(async (db) => {
    await migrate(db);
    await seed(db, fixedClock(now));
  });
  // Written aside, then renamed: a reader never sees half a file, and two writers end with the same one.
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
  await rename(partial, file);
  await removeUnusedSnapshots(tmpdir());
  return file;
}
