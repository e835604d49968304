import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import { DATABASE_HOOK_TIMEOUT } from '../../test-support.ts';
import { openPglite, type Db } from '../db.ts';
import { migrate } from '../migrate.ts';
import { resetDatabase } from '../reset.ts';
import { seed } from './index.ts';
import { moveSeedDates } from './move-dates.ts';

const clock = fixedClock('2026-11-21T10:00:00.000Z');
let db: Db;
beforeAll(async () => {
  db = await openPglite();
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => db.close());

async function dump(): Promise<Record<string, unknown[]>> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_name <> 'schema_migrations' ORDER BY table_name`,
  );
  const rowsByTable: Record<string, unknown[]> = {};
  for (const { table_name } of tables) {
    rowsByTable[table_name] = (await db.query(`SELECT * FROM ${table_name} ORDER BY 1, 2`)).rows;
  }
  return rowsByTable;
}

describe('migrations and seed', () => {
  it('applies each migration once', async () => {
    expect(await migrate(db)).toEqual([
      '001_initial.sql',
      '002_deferrable_favourite.sql',
      '003_appointment_requests_and_subscriptions.sql',
      '004_seed_calendar.sql',
      '005_figures.sql',
      '006_contacts.sql',
      '007_shared_credentials.sql',
      '008_public_area.sql',
      '009_tools.sql',
      '010_crop_rotation.sql',
      '011_mail_themes.sql',
      '012_yield_map.sql',
      '013_account.sql',
      '014_sharing.sql',
      '015_duer.sql',
      '016_documents.sql',
      '017_content.sql',
      '018_ag_services_billing.sql',
      '019_help.sql',
      '020_document_uploads.sql',
      '021_duer_document.sql',
      '022_duer_general_info.sql',
      '023_board_documents.sql',
      '024_duer_annexes.sql',
      '025_duer_preambule.sql',
      '026_duer_audit.sql',
    ]);
    expect(await migrate(db)).toEqual([]);
  });

  it('writes identical rows when the database is reset and seeded again with the same clock', async () => {
    await seed(db, clock);
    const first = await dump();
    await resetDatabase(db, clock);
    const second = await dump();
    expect(first.dossiers).toHaveLength(24);
    expect(first.accounts).toHaveLength(33);
    expect(first.notifications?.length).toBeGreaterThan(90);
    expect(second).toEqual(first);
  });

  it('moves a seed written 45 days earlier to the rows a seed of today writes, and moves it once', async () => {
    const today = fixedClock('2027-01-05T16:30:00.000Z');
    await resetDatabase(db, fixedClock('2026-11-21T10:00:00.000Z'));
    expect(await moveSeedDates(db, today)).toBe(45);
    const moved = await dump();
    expect(await moveSeedDates(db, today)).toBe(0);
    await resetDatabase(db, today);
    expect(moved).toEqual(await dump());
  });

  it('moves a seed back when the clock is set to an earlier day', async () => {
    const earlier = fixedClock('2026-10-01T09:00:00.000Z');
    await resetDatabase(db, clock);
    expect(await moveSeedDates(db, earlier)).toBe(-51);
    const moved = await dump();
    await resetDatabase(db, earlier);
    expect(moved).toEqual(await dump());
  });
});
