import { randomBytes } from 'node:crypto';
import { openPostgres } from '@portal/legacy-api/db/db';
import { migrate } from '@portal/legacy-api/db/migrate';
import { seed } from '@portal/legacy-api/db/seed/index';
import { fixedClock } from '@portal/legacy-api';

// The contract suite runs its emulators on PGlite, or, with LEGACY_TEST_DATABASE_URL, on a PostgreSQL server as
// the production shape does (DATABASE_URL): `npm test`'s stage "contract on PostgreSQL" (scripts/test.mjs) starts
// one. The run seeds one template database on its clock; each emulator gets a copy of its own (CREATE DATABASE
// ... TEMPLATE, a file copy on the server), dropped when it stops.

/** A URL of a database of the server the tests may create databases from, or null: PGlite. */
export const testDatabaseServer = process.env.LEGACY_TEST_DATABASE_URL || null;

const templateName = (now: string) => `portail_seeded_${now.slice(0, 10).replaceAll('-', '')}`;

function urlOf(database: string): string {
  const url = new URL(testDatabaseServer ?? '');
  url.pathname = `/${database}`;
  return url.href;
}

/** Runs one statement on the server's maintenance connection (CREATE and DROP DATABASE run outside transactions). */
async function onServer(sql: string): Promise<void> {
  const server = openPostgres(testDatabaseServer ?? '');
  try {
    await server.exec(sql);
  } finally {
    await server.close();
  }
}

/** Seeds the run's template database on `now`'s clock, from scratch (the sources may have changed since). */
export async function seedTemplateDatabase(now: string): Promise<void> {
  const name = templateName(now);
  await onServer(`DROP DATABASE IF EXISTS ${name}`);
  await onServer(`CREATE DATABASE ${name}`);
  const db = openPostgres(urlOf(name));
  try {
    await migrate(db);
    await seed(db, fixedClock(now));
  } finally {
    await db.close();
  }
}

/** A database of its own holding the run's seeded data, for one emulator; `drop()` once the emulator stopped. */
export async function copyOfSeededDatabase(now: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portail_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name} TEMPLATE ${templateName(now)}`);
  return { url: urlOf(name), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
