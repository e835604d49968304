import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from './db.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed/index.ts';
import type { Clock } from '../clock.ts';

/** Drops every table of the public schema, then migrates and seeds again. */
export async function resetDatabase(db: Db, clock: Clock): Promise<void> {
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrate(db);
  await seed(db, clock);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig();
  const db = await openDatabase(config);
  await resetDatabase(db, config.clock);
  await db.close();
  console.log(
    `legacy-api: database reset and seeded (${config.databaseUrl ? 'PostgreSQL' : config.pgliteDir})`,
  );
}
