import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from './clock.ts';
import type { Db } from './db/db.ts';
import { SHARED_ACCESS_EXCLUDED } from './db/seed/dossiers.ts';

// What registration, password reset and invitations share: one-use codes sent by mail, the outbox that stands for
// the legacy's mail server, and the granting of a file.

export type CodePurpose = 'confirmation' | 'reset';

/** How long a code sent by mail holds (designed by the emulator: the spec says they expire, not when). */
export const CODE_HOURS: Record<CodePurpose, number> = { confirmation: 48, reset: 1 };

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export async function issueCode(
  db: Db,
  clock: Clock,
  accountId: string,
  purpose: CodePurpose,
): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  const expires = new Date(clock.now().getTime() + CODE_HOURS[purpose] * 3_600_000);
  await db.query(
    'INSERT INTO account_codes (code_hash, account_id, purpose, expires_at) VALUES ($1, $2, $3, $4)',
    [hashCode(code), accountId, purpose, expires],
  );
  return code;
}

const VALID_CODE = 'code_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3';

/**
 * The account a valid (unused, unexpired) code names, null otherwise; `use` marks it used in the same statement,
 * so two requests cannot both use it.
 */
export async function accountOfCode(
  db: Db,
  clock: Clock,
  code: string,
  purpose: CodePurpose,
  use: 'use' | 'peek',
): Promise<string | null> {
  const { rows } = await db.query<{ account_id: string }>(
    use === 'use'
      ? `UPDATE account_codes SET used_at = $3 WHERE ${VALID_CODE} RETURNING account_id`
      : `SELECT account_id FROM account_codes WHERE ${VALID_CODE}`,
    [hashCode(code), purpose, clock.now()],
  );
  return rows[0]?.account_id ?? null;
}

export async function sendMail(
  db: Db,
  clock: Clock,
  mail: { recipient: string; subject: string; link: string | null },
): Promise<void> {
  await db.query('INSERT INTO outbox (sent_at, recipient, subject, link) VALUES ($1, $2, $3, $4)', [
    clock.now(),
    mail.recipient,
    mail.subject,
    mail.link,
  ]);
}

/** Gives an account a role on a file with the file's modules (a shared access loses SHARED_ACCESS_EXCLUDED). */
export async function grantDossier(
  db: Db,
  accountId: string,
  codeDossier: string,
  idRole: number,
): Promise<void> {
  const inserted = await db.query(
    `INSERT INTO account_dossiers (account_id, code_dossier, id_role, est_favoris)
     VALUES ($1, $2, $3, NOT EXISTS (SELECT 1 FROM account_dossiers WHERE account_id = $1))
     ON CONFLICT (account_id, code_dossier) DO NOTHING RETURNING 1`,
    [accountId, codeDossier, idRole],
  );
  if (inserted.rows.length === 0) return;
  await db.query(
    `INSERT INTO account_dossier_modules (account_id, code_dossier, module, position)
     SELECT $1, code_dossier, module, position FROM dossier_modules
      WHERE code_dossier = $2 AND ($3 = 1 OR NOT (module = ANY($4::text[])))`,
    [accountId, codeDossier, idRole, [...SHARED_ACCESS_EXCLUDED]],
  );
}
