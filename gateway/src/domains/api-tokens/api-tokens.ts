import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_PATTERN,
  API_TOKEN_PREFIX,
  type ApiTokenScope,
} from '@portal/schema/rules/api-tokens';
import type { PortalSession } from '../../transport/legacy-identity.ts';
import { sealSession, unsealSession } from '../../http/session-cookie.ts';
import type { ApiTokenRecord, TokenStore } from './token-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RANDOM_BYTES = 32;
const CHECK_CHARS = 6;
// The delegation is sealed for this purpose only: a cookie value cannot be replayed as one, nor the reverse.
const DELEGATION_PURPOSE = 'portail_api_delegation';
// A last use is kept to the minute (ApiToken.lastUsedAt): a bulk walk rewrites its token's record once a minute,
// not on every page.
const MINUTE_MS = 60_000;

/** A token the gateway accepted: what its request may do, and the legacy session it calls with. */
export interface ApiAccess {
  token: ApiTokenRecord;
  session: PortalSession;
}

/** Why a bearer credential was refused: each is a 401 with a message of its own. */
export type ApiRefusal = 'unknown' | 'owner-signed-out' | 'paused';

/** Whether a token waits for its owner's confirmation since their last password change (`changedAt`). */
export const isPaused = (record: ApiTokenRecord, changedAt: number | null) =>
  changedAt !== null && (record.confirmedAt ?? record.createdAt) < changedAt;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Personal access tokens. A token is `pcat_` + 32 random bytes + a 6-character HMAC check under a key derived
 * from COOKIE_SECRET: a random or mistyped token is refused by its check alone, without a read of the store, so
 * a flood of guesses costs neither memory nor store traffic. The store keeps the SHA-256 of the token, never the
 * token. A token calls the legacy with its owner's delegated legacy session (docs/decisions/004-api-tokens.md).
 */
export class ApiTokens {
  readonly #store: TokenStore;
  readonly #cookieSecret: string;
  readonly #checkKey: Buffer;

  constructor(store: TokenStore, cookieSecret: string) {
    this.#store = store;
    this.#cookieSecret = cookieSecret;
    this.#checkKey = Buffer.from(
      hkdfSync('sha256', cookieSecret, 'portail-client', 'portail api token check', 32),
    );
  }

  /** Makes a token for the signed-in owner; the only time its text exists outside the caller's hands. */
  async issue(
    owner: PortalSession,
    request: { name: string; scope: ApiTokenScope; expiresInDays: number },
  ): Promise<{ token: string; record: ApiTokenRecord }> {
    const body = randomBytes(RANDOM_BYTES).toString('base64url');
    const token = `${API_TOKEN_PREFIX}${body}${this.#check(body)}`;
    const now = Date.now();
    const record: ApiTokenRecord = {
      id: randomBytes(8).toString('hex'),
      ownerId: owner.identity.userId,
      name: request.name,
      scope: request.scope,
      createdAt: now,
      lastUsedAt: null,
      expiresAt: now + request.expiresInDays * DAY_MS,
      confirmedAt: now,
    };
    await this.delegate(owner);
    await this.#store.save(hashOf(token), record);
    return { token, record };
  }

  /**
   * Keeps the owner's current legacy session for their tokens: at each creation and at each sign-in, so that a
   * token works again once its owner signed in again after their legacy session ended.
   */
  async delegate(owner: PortalSession): Promise<void> {
    const lifetimeSeconds = API_TOKEN_MAX_DAYS * 24 * 60 * 60;
    const sealed = sealSession(this.#cookieSecret, DELEGATION_PURPOSE, owner, lifetimeSeconds);
    await this.#store.setDelegation(owner.identity.userId, sealed, Date.now() + lifetimeSeconds * 1000);
  }

  /** At a sign-in: an owner who has tokens lends them this new legacy session. */
  async refreshDelegation(owner: PortalSession): Promise<void> {
    if ((await this.#store.list(owner.identity.userId)).length > 0) await this.delegate(owner);
  }

  /**
   * At a sign-out: the legacy session ends, so the tokens that used it stop at once with a clear 401 rather
   * than the legacy's refusals; a newer session of the owner (another browser) is left to them.
   */
  async endDelegation(owner: PortalSession): Promise<void> {
    if ((await this.#delegatedSession(owner.identity.userId))?.token === owner.token)
      await this.#store.clearDelegation(owner.identity.userId);
  }

  async #delegatedSession(ownerId: string): Promise<PortalSession | null> {
    const sealed = await this.#store.delegation(ownerId);
    return sealed === null ? null : unsealSession(this.#cookieSecret, DELEGATION_PURPOSE, sealed);
  }

  /** The access a bearer token gives, or why it gives none. */
  async authenticate(token: string): Promise<ApiAccess | ApiRefusal> {
    if (!API_TOKEN_PATTERN.test(token)) return 'unknown';
    const body = token.slice(API_TOKEN_PREFIX.length, token.length - CHECK_CHARS);
    const given = Buffer.from(token.slice(token.length - CHECK_CHARS));
    if (!timingSafeEqual(given, Buffer.from(this.#check(body)))) return 'unknown';
    const hash = hashOf(token);
    const record = await this.#store.byHash(hash);
    if (record === null || record.expiresAt <= Date.now()) return 'unknown';
    if (isPaused(record, await this.#store.passwordChangedAt(record.ownerId))) return 'paused';
    const session = await this.#delegatedSession(record.ownerId);
    if (session === null || session.identity.userId !== record.ownerId) return 'owner-signed-out';
    const minute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
    if (record.lastUsedAt === null || record.lastUsedAt < minute) {
      await this.#store.touch(hash, minute);
      record.lastUsedAt = minute;
    }
    return { token: record, session };
  }

  list(ownerId: string): Promise<ApiTokenRecord[]> {
    return this.#store.list(ownerId);
  }

  /**
   * A password change through the portal (issue 42): the owner's sessions signed in before it end, and their
   * tokens pause until the owner confirms each in 'Accès API' (a leaked token must not outlive the change that
   * was meant to lock its holder out).
   */
  async passwordChanged(ownerId: string): Promise<void> {
    await this.#store.setPasswordChangedAt(ownerId, Date.now());
  }

  /** The owner's last password change through the portal (ms since the epoch), or null. */
  passwordChangedAt(ownerId: string): Promise<number | null> {
    return this.#store.passwordChangedAt(ownerId);
  }

  /** The owner confirms a paused token: it calls the legacy with this session of theirs from now on. */
  async confirm(owner: PortalSession, id: string): Promise<boolean> {
    if (!(await this.#store.confirm(owner.identity.userId, id, Date.now()))) return false;
    await this.delegate(owner);
    return true;
  }

  revoke(ownerId: string, id: string): Promise<boolean> {
    return this.#store.revoke(ownerId, id);
  }

  #check(body: string): string {
    return createHmac('sha256', this.#checkKey).update(body).digest('base64url').slice(0, CHECK_CHARS);
  }
}
