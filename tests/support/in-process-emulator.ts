import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, fixedClock, migrate, seed } from '@portal/legacy-api';
import { createPglite, createSnapshot, pgliteDb } from '@portal/legacy-api/db/db';
import type { RunningEmulator } from './emulator.ts';

// The contract tests run the emulator inside their own process: a database loaded from a seeded snapshot in memory
// starts in a moment, where a child process would first load its code and open its data folder from disk.

/** Migrates and seeds an in-memory database with the clock at `now`, and writes its snapshot to a temp file. */
export async function writeSeededSnapshot(now: string): Promise<string> {
  const snapshot = await createSnapshot(async (db) => {
    await migrate(db);
    await seed(db, fixedClock(now));
  });
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'portail-snapshot-')), 'seeded.tar');
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  return file;
}

// Read once per worker process, whose files all start from the same snapshot.
const snapshots = new Map<string, Promise<Blob>>();
function readSnapshot(file: string): Promise<Blob> {
  let snapshot = snapshots.get(file);
  if (!snapshot) {
    snapshot = readFile(file).then((bytes) => new Blob([bytes]));
    snapshots.set(file, snapshot);
  }
  return snapshot;
}

/**
 * A data folder holding `snapshotFile`'s database, for the emulator as its own process (`startEmulator({ seededFrom
 * })`): it then skips creating and seeding its database. The caller removes the folder.
 */
export async function unpackSnapshot(snapshotFile: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portail-seeded-'));
  const dataDir = path.join(folder, 'pglite');
  await mkdir(dataDir);
  await (await createPglite({ dataDir, loadDataDir: await readSnapshot(snapshotFile) })).close();
  return folder;
}

/**
 * An emulator on a free port of this process, on its own in-memory copy of `snapshotFile`, with the clock fixed
 * at `now` and uploads in a temp folder of its own; `faults` turns on the fault injection routes. `inject` asks
 * its routes without the network (Fastify's `inject`).
 */
export async function startInProcessEmulator(options: {
  snapshotFile: string;
  now: string;
  faults?: boolean;
}): Promise<RunningEmulator & { inject: FastifyInstance['inject'] }> {
  const client = await createPglite({ loadDataDir: await readSnapshot(options.snapshotFile) });
  const db = pgliteDb(client);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portail-emulator-'));
  const app = await buildApp({
    db,
    clock: fixedClock(options.now),
    filesDir: path.join(dataDir, 'files'),
    logger: false,
    faults: options.faults ?? false,
    // Tests follow the links of the mails the emulator would send.
    outbox: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    inject: app.inject.bind(app),
    async stop() {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
