import type { Db } from '../db.ts';
import { insertRows } from './support.ts';

/**
 * The mail themes of /api/pelemail. The owner (1001) reads fiscal news; the other accounts subscribe to none.
 * The preferences end-to-end tests change those of the individual client (1003) and of the shared access (1002).
 */
export async function seedMailThemes(db: Db): Promise<void> {
  await insertRows(db, 'mail_themes', [
    { id: 1, libelle: 'Actualités fiscales', ordre: 1 },
    { id: 2, libelle: 'Actualités sociales', ordre: 2 },
    { id: 3, libelle: 'Actualités agricoles', ordre: 3 },
    { id: 4, libelle: 'Viticulture', ordre: 4 },
  ]);
  await insertRows(db, 'mail_theme_subscriptions', [{ account_id: '1001', theme_id: 1 }]);
}
