import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from './clock.ts';
import type { Db } from './db/db.ts';
import { forbidden, unauthenticated } from './errors.ts';

export const SESSION_COOKIE = 'LEGACY_SESSION';
const SESSION_HOURS = 24;

/** Who may call a route: anyone, any signed-in account, or staff only. */
export type Access = 'public' | 'session' | 'collab';

export interface Account {
  id: string;
  login: string;
  typeUtilisateur: 'collab' | 'client';
  guidPersonne: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    account: Account | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function openSession(db: Db, clock: Clock, accountId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.query(
    'INSERT INTO sessions (token_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hashToken(token), accountId, now, new Date(now.getTime() + SESSION_HOURS * 3_600_000)],
  );
  return token;
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, path: '/', sameSite: 'lax' });
}

export async function closeSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The signed-in account of a request; throws 401 when there is none (for handlers of 'session' routes). */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw unauthenticated();
  return request.account;
}

async function findAccount(db: Db, clock: Clock, token: string): Promise<Account | null> {
  const { rows } = await db.query<Account>(
    `SELECT a.id, a.login, a.type_utilisateur AS "typeUtilisateur", a.guid_personne AS "guidPersonne"
       FROM sessions s JOIN accounts a ON a.id = s.account_id
      WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [hashToken(token), clock.now()],
  );
  return rows[0] ?? null;
}

/**
 * Reads the LEGACY_SESSION cookie on every request and enforces the route's `config.access`.
 * Staff send `usernamegerant`; a header naming another login is refused (403), an absent one is accepted.
 */
export const sessionPlugin = fp<{ db: Db; clock: Clock }>(
  (app: FastifyInstance, { db, clock }, done) => {
    app.decorateRequest('account', null);
    app.addHook('preValidation', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      request.account = token ? await findAccount(db, clock, token) : null;
      const access = request.routeOptions.config.access ?? 'public';
      if (access === 'public') return;
      const account = request.account;
      if (!account) throw unauthenticated();
      if (access === 'collab' && account.typeUtilisateur !== 'collab') throw forbidden();
      const gerant = request.headers.usernamegerant;
      if (account.typeUtilisateur === 'collab' && typeof gerant === 'string' && gerant !== account.login) {
        throw forbidden();
      }
    });
    done();
  },
  { name: 'legacy-session' },
);
