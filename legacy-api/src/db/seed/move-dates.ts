import type { Clock } from '../../clock.ts';
import type { Db } from '../db.ts';
import { moveCropYears } from './crop-rotation.ts';
import { moveDuerYears } from './duer.ts';
import { moveYieldYears } from './yield-map.ts';
import { seedExercices } from './stats.ts';
import { calendarOf, moveSeedYears } from './support.ts';

/**
 * The columns the seed fills from its calendar. Dates the emulator writes at the real time of a request
 * (sessions, booking requests, cancellations) are not listed: they stay when the seed's calendar moves.
 */
const SEED_DATES: Readonly<Record<string, readonly string[]>> = {
  dossiers: ['chiffres_mis_a_jour'],
  invitations: ['date_creation', 'date_expiration', 'date_acceptation', 'date_refus'],
  notifications: ['date'],
  appointments: ['date', 'date_fin'],
  events: ['date_debut', 'date_fin'],
  key_figures: ['date_fin_exercice'],
  // Owners' own changes move with them: the tooltips keep their order, and none reads the real time.
  shared_credentials: ['date_creation', 'date_modification_agent', 'date_modification_adherent'],
  dossier_communication_changes: ['changed_at'],
  duers: ['date_fini'],
  factures: ['date_facture'],
  services: ['date_creation'],
  ag_dates: ['date_debut', 'date_fin'],
};

const DAY_MS = 86_400_000;

/** Records the day the seed's dates hang on; `seed` calls it once the rows are written. */
export async function anchorSeedCalendar(db: Db, clock: Clock): Promise<void> {
  await db.query('INSERT INTO seed_calendar (anchor) VALUES ($1)', [calendarOf(clock).today]);
}

/**
 * Moves every seeded date by whole days, from the day the seed hangs on to the clock's current day, so a database
 * seeded weeks ago shows what a fresh seed would show today. Hours move as whole 24-hour steps, as the seed's
 * calendar counts them (UTC). Answers the number of days moved. A database seeded before the calendar was
 * recorded has no anchor: its current day becomes the anchor and nothing moves.
 */
export async function moveSeedDates(db: Db, clock: Clock): Promise<number> {
  const today = calendarOf(clock).today;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ anchor: Date }>('SELECT anchor FROM seed_calendar FOR UPDATE');
    const anchor = rows[0]?.anchor;
    if (!anchor) {
      await anchorSeedCalendar(tx, clock);
      return 0;
    }
    const days = Math.round((today.getTime() - new Date(anchor).getTime()) / DAY_MS);
    if (days === 0) return 0;
    const hours = days * 24;
    for (const [table, columns] of Object.entries(SEED_DATES)) {
      const moves = columns.map((column) => `${column} = ${column} + make_interval(hours => $1)`);
      await tx.query(`UPDATE ${table} SET ${moves.join(', ')}`, [hours]);
    }
    // Every session of a campaign lists all its dates, in order.
    await tx.query(
      `UPDATE events SET dates = ARRAY(
         SELECT d + make_interval(hours => $1) FROM unnest(dates) WITH ORDINALITY AS u(d, n) ORDER BY n)`,
      [hours],
    );
    await seedExercices(tx, calendarOf(clock));
    await moveCropYears(tx, new Date(anchor), today);
    // This year's membership fee stays this year's.
    await moveSeedYears(tx, 'abonnement_cotisations', new Date(anchor), today);
    await moveSeedYears(tx, 'ag_invitations', new Date(anchor), today, 'annee');
    await moveYieldYears(tx, new Date(anchor), today);
    await moveDuerYears(tx, new Date(anchor), today);
    await tx.query('UPDATE seed_calendar SET anchor = $1', [today]);
    return days;
  });
}
