import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Clock } from './clock.ts';
import type { Db } from './db/db.ts';
import { SHARED_ACCESS_EXCLUDED } from './db/seed/dossiers.ts';

// What registration, password reset and invitations share: one-use codes sent by mail, the outbox that stands for
// the legacy's mail server, and the granting of a file.

export type CodePurpose = 'confirmation' | 'reset';
/** The codes a signed-in person types to change their e-mail (mail) or password (pwd). */
export type TypedCodePurpose = 'mail' | 'pwd';

/** How long a code holds (designed by the emulator: the spec says they expire, not when). */
export const CODE_HOURS: Record<CodePurpose | TypedCodePurpose, number> = {
  confirmation: 48,
  reset: 1,
  mail: 0.25,
  pwd: 0.25,
};
/** Wrong tries after which the live typed codes of an account are refused (6 digits are quickly guessed). */
export const TYPED_CODE_TRIES = 5;

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

/**
 * A 6-digit code for the signed-in account, the older live ones of the same purpose dropped. Its hash is salted
 * with the account's id: two accounts may hold the same digits.
 */
export async function issueTypedCode(
  db: Db,
  clock: Clock,
  accountId: string,
  purpose: TypedCodePurpose,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.query(
      'UPDATE account_codes SET used_at = $3 WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL',
      [accountId, purpose, now],
    );
    await tx.query(
      'INSERT INTO account_codes (code_hash, account_id, purpose, expires_at) VALUES ($1, $2, $3, $4)',
      [
        hashCode(`${accountId}:${code}`),
        accountId,
        purpose,
        new Date(now.getTime() + CODE_HOURS[purpose] * 3_600_000),
      ],
    );
  });
  return code;
}

/**
 * Uses the account's code (true once, while unexpired and before TYPED_CODE_TRIES wrong tries); a wrong code
 * counts a try against the live ones.
 */
export async function useTypedCode(
  db: Db,
  clock: Clock,
  accountId: string,
  purpose: TypedCodePurpose,
  code: string,
): Promise<boolean> {
  const now = clock.now();
  const used = await db.query(
    `UPDATE account_codes SET used_at = $3
      WHERE code_hash = $1 AND account_id = $4 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        AND failed_tries < ${TYPED_CODE_TRIES}
    RETURNING 1`,
    [hashCode(`${accountId}:${code.trim()}`), purpose, now, accountId],
  );
  if (used.rows.length > 0) return true;
  await db.query(
    `UPDATE account_codes SET failed_tries = failed_tries + 1
      WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
    [accountId, purpose, now],
  );
  return false;
}

/** A mail (or an SMS, to a phone number) the legacy sends: the outbox stands for its mail and SMS servers. */
export async function sendMail(
  db: Db,
  clock: Clock,
  mail: { recipient: string; subject: string; link: string | null; code?: string },
): Promise<void> {
  await db.query('INSERT INTO outbox (sent_at, recipient, subject, link, code) VALUES ($1, $2, $3, $4, $5)', [
    clock.now(),
    mail.recipient,
    mail.subject,
    mail.link,
    mail.code ?? null,
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
