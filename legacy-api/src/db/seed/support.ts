import { createHash } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../db.ts';

/** A stable guid derived from a name, so the seed writes the same rows every time. */
export function guidFor(name: string): string {
  const h = createHash('sha1').update(`portail-demo:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Dates relative to the clock's current day (UTC midnight), so past stays past and future stays future. */
export interface Calendar {
  today: Date;
  at(dayOffset: number, hour?: number, minute?: number): Date;
}

export function calendarOf(clock: Clock): Calendar {
  const now = clock.now();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return {
    today,
    at: (dayOffset, hour = 0, minute = 0) =>
      new Date(today.getTime() + ((dayOffset * 24 + hour) * 60 + minute) * 60_000),
  };
}

/** One multi-row INSERT per call: the seed stays fast on PGlite and on a remote server. */
export async function insertRows(db: Db, table: string, rows: Record<string, unknown>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const chunkSize = Math.max(1, Math.floor(10_000 / columns.length));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = columns.map((column) => {
        params.push(row[column] ?? null);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

/**
 * Moves a table's year column with the seed's calendar (moveSeedDates): a seed of December shows in January as
 * anew.
 */
export async function moveSeedYears(
  db: Db,
  table: string,
  from: Date,
  to: Date,
  column = 'millesime',
): Promise<void> {
  const years = to.getUTCFullYear() - from.getUTCFullYear();
  if (years === 0) return;
  // Through negative years, so that no moved year meets one not moved yet.
  await db.query(`UPDATE ${table} SET ${column} = -(${column} + $1)`, [years]);
  await db.query(`UPDATE ${table} SET ${column} = -${column}`);
}
