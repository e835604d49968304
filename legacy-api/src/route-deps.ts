import type { Clock } from './clock.ts';
import type { Db } from './db/db.ts';

/** What every route module receives from buildApp. */
export interface RouteDeps {
  db: Db;
  clock: Clock;
  /** Where uploaded files are kept. */
  filesDir: string;
  /** The key sealing the shared credentials' passwords. */
  credentialsKey: Buffer;
}

/** Dates leave as ISO 8601 in UTC; drivers hand back Date objects or strings depending on the column. */
export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}
