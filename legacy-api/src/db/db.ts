import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';

/** The little the emulator needs from PostgreSQL, so PGlite and a real server are interchangeable. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs one or more statements without parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Inside, `tx` is the
   * transaction's connection; a nested call joins the running transaction.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Inside a transaction the database belongs to the whole emulator: only the owner of the Db may close it. */
const closeInTransaction = () => Promise.reject(new Error('a transaction cannot close the database'));

// Postgres sizes its shared buffers for a server (128 MB), and PGlite sets them up at every start: most of a start
// on the seeded snapshot. A buffer miss only copies a page from PGlite's file system, itself in memory (or in the
// page cache for a data folder), so the emulator keeps 8 MB, which starts it several times faster (decision 015).
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

/**
 * A PGlite with the emulator's settings: in the data folder `dataDir`, or in memory, empty or loaded from a
 * `loadDataDir` snapshot.
 */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create({ ...options, startParams: START_PARAMS });
}

/**
 * A snapshot of a new in-memory database once `fill` has run, for `createPglite({ loadDataDir })`. Every start on a
 * snapshot copies it three times (read, unpacked, written to PGlite's file system), and on this machine copying
 * fresh memory costs about 0.4 s per 48 MB, so it is kept small: WAL segments of 1 MB instead of 16, recycled down to
 * two, and no template databases (only CREATE DATABASE reads them, which the emulator never runs). The seeded
 * snapshot went from 48 to 21 MB, and a start on it from 1.1 to 1.5 s to 0.55 s (three starts each, one process).
 */
export async function createSnapshot(fill: (db: Db) => Promise<void>): Promise<Blob> {
  const client = await PGlite.create({
    initDbStartParams: ['--wal-segsize=1'],
    startParams: [...START_PARAMS, '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=4MB'],
  });
  try {
    await fill(pgliteDb(client));
    // DROP DATABASE refuses to run in a transaction, which a multi-statement exec would open.
    for (const template of ['template0', 'template1']) {
      await client.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await client.exec(`DROP DATABASE ${template}`);
    }
    await client.exec('CHECKPOINT');
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** PGlite in a data folder, or in memory when no folder is given (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return pgliteDb(await createPglite({ dataDir }));
}

// PGlite runs one statement at a time and holds other callers back while a transaction is open.
function pgliteTransactionDb(tx: Transaction): Db {
  const db: Db = {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await tx.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
    transaction: (work) => work(db),
    close: closeInTransaction,
  };
  return db;
}

export function pgliteDb(client: PGlite): Db {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
    transaction: (work) => client.transaction((tx) => work(pgliteTransactionDb(tx))),
    close: () => client.close(),
  };
}

function pgClientDb(client: pg.PoolClient): Db {
  const db: Db = {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    transaction: (work) => work(db),
    close: closeInTransaction,
  };
  return db;
}

export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      // A connection whose ROLLBACK failed is in an unknown state: the pool drops it instead of reusing it.
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(pgClientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(config: { databaseUrl: string | null; pgliteDir: string }): Promise<Db> {
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl))
    : openPglite(config.pgliteDir);
}
