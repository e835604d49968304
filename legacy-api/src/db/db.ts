import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The little the emulator needs from PostgreSQL, so PGlite and a real server are interchangeable. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs one or more statements without parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** PGlite in a data folder, or in memory when no folder is given (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return pgliteDb(dataDir ? await PGlite.create(dataDir) : await PGlite.create());
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
    close: () => client.close(),
  };
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
    close: () => pool.end(),
  };
}

export function openDatabase(config: { databaseUrl: string | null; pgliteDir: string }): Promise<Db> {
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl))
    : openPglite(config.pgliteDir);
}
