import { randomUUID } from 'node:crypto';
import type { Db } from './db/db.ts';
import { conflict } from './errors.ts';
import { hashPassword } from './passwords.ts';

// Spec 000 §5 leaves the legacy's own refusals unworded: ours.
export const ACCOUNT_EXISTS = 'Un compte existe déjà pour cet email.';
export const EXTERNAL_ACCOUNT_TAKEN = 'Ce compte externe est déjà lié à un autre compte.';

export interface NewAccount {
  login: string;
  /** null with an external account: the account then signs in only through it. */
  pwd: string | null;
  external: string | null;
  guidPersonne: string | null;
  nom: string;
  prenom: string;
  confirmed: boolean;
}

/** Refuses an e-mail or an external account already in use (409, displayable). */
export async function checkAccountIsNew(db: Db, login: string, external: string | null): Promise<void> {
  const { rows } = await db.query<{ login_taken: boolean }>(
    `SELECT lower(login) = lower($1) OR lower(mail) = lower($1) AS login_taken
       FROM accounts WHERE lower(login) = lower($1) OR lower(mail) = lower($1) OR external_subject = $2`,
    [login, external],
  );
  if (rows.some((r) => r.login_taken)) throw conflict(ACCOUNT_EXISTS);
  if (rows.length > 0) throw conflict(EXTERNAL_ACCOUNT_TAKEN);
}

/** Creates a client account; answers its id. */
export async function createAccount(db: Db, account: NewAccount): Promise<string> {
  await checkAccountIsNew(db, account.login, account.external);
  // Without a password the hash is of a random secret nobody knows: the column stays NOT NULL.
  const hash = await hashPassword(account.pwd ?? randomUUID());
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO accounts (id, login, password_hash, type_utilisateur, guid_personne, nom, prenom, mail, canal_prefere,
                           confirmed, external_subject)
     SELECT (coalesce(max(id::int), 0) + 1)::text, $1, $2, 'client', $3, $4, $5, $1, 'mail', $6, $7 FROM accounts
     RETURNING id`,
    [
      account.login,
      hash,
      account.guidPersonne ?? randomUUID(),
      account.nom,
      account.prenom,
      account.confirmed,
      account.external,
    ],
  );
  return rows[0]!.id;
}
