import type { Db } from './db/db.ts';
import { badRequest } from './errors.ts';

/** A catalogue whose items each account may star: its table, its favourites' table, the refusal of an unknown slug. */
export interface StarredCatalogue {
  items: 'stats' | 'tools';
  favorites: 'stat_favorites' | 'tool_favorites';
  unknown: string;
}

/** Stars (`add`) or unstars an item of the catalogue for the account; starring twice changes nothing. */
export async function setFavorite(
  db: Db,
  catalogue: StarredCatalogue,
  accountId: string,
  slug: string,
  action: 'add' | 'remove',
): Promise<{ status: 'OK' }> {
  const known = await db.query(`SELECT 1 FROM ${catalogue.items} WHERE slug = $1`, [slug]);
  if (known.rows.length === 0) throw badRequest(catalogue.unknown);
  await (action === 'add'
    ? db.query(
        `INSERT INTO ${catalogue.favorites} (account_id, slug) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [accountId, slug],
      )
    : db.query(`DELETE FROM ${catalogue.favorites} WHERE account_id = $1 AND slug = $2`, [accountId, slug]));
  return { status: 'OK' };
}
