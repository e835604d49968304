import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, fixedClock } from '@portal/legacy-api';
import { createPglite, openPostgres, pgliteDb, type Db } from '@portal/legacy-api/db/db';
import type { RunningEmulator } from './emulator.ts';
import { copyOfSeededDatabase, testDatabaseServer } from './postgres-databases.ts';
import { readSnapshot } from './seeded-snapshot.ts';

/** The seeded database of one emulator: a PGlite in memory, or a copy on the tests' PostgreSQL server. */
async function seededDatabase(
  snapshotFile: string,
  now: string,
): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (testDatabaseServer) {
    const copy = await copyOfSeededDatabase(now);
    return { db: openPostgres(copy.url), drop: copy.drop };
  }
  const client = await createPglite({ loadDataDir: await readSnapshot(snapshotFile) });
  return { db: pgliteDb(client), drop: () => Promise.resolve() };
}

// The contract tests run the emulator inside their own process: a database loaded from a seeded snapshot in memory
// starts in a moment, where a child process would first load its code and open its data folder from disk.

/**
 * An emulator on a free port of this process, on its own in-memory copy of `snapshotFile` (or its own copy of the
 * run's seeded database on LEGACY_TEST_DATABASE_URL's server), with the clock fixed
 * at `now` and uploads in a temp folder of its own; `faults` turns on the fault injection routes. `inject` asks
 * its routes without the network (Fastify's `inject`).
 */
export async function startInProcessEmulator(options: {
  snapshotFile: string;
  now: string;
  faults?: boolean;
}): Promise<RunningEmulator & { inject: FastifyInstance['inject'] }> {
  const { db, drop } = await seededDatabase(options.snapshotFile, options.now);
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
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
