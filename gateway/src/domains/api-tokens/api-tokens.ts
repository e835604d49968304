import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  API_TOKEN_PATTERN,
  API_TOKEN_PREFIX,
  type ApiAreaScope,
  type ApiTokenScope,
} from '@portal/schema/rules/api-tokens';
import type { PortalSession } from '../../transport/legacy-identity.ts';
import { sealSession, unsealSession } from '../../http/session-cookie.ts';
import type { LegacyClient } from '../legacy-client.ts';
import type { ApiTokenRecord, TokenStore } from './token-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RANDOM_BYTES = 32;
const CHECK_CHARS = 6;
// The token session is sealed for this purpose only: a cookie value cannot be replayed as one, nor the reverse.
const TOKEN_SESSION_PURPOSE = 'portail_api_token_session';
// A last use is kept to the minute (ApiToken.lastUsedAt): a bulk walk rewrites its token's record once a minute,
// not on every page.
const MINUTE_MS = 60_000;

/** A token the gateway accepted: what its request may do, and the token session's legacy client it calls with. */
export interface ApiAccess {
  token: ApiTokenRecord;
  legacy: LegacyClient;
}

/** Why a bearer credential was refused: each is a 401 with a message of its own. */
export type ApiRefusal = 'unknown' | 'session-ended' | 'paused';

/** A legacy client of this request, calling with `session` (the gateway's `legacyFor`). */
export type LegacyFor = (request: FastifyRequest, session: PortalSession) => LegacyClient;

/** Whether a token waits for its owner's confirmation since their last password change (`changedAt`). */
export const isPaused = (record: ApiTokenRecord, changedAt: number | null) =>
  changedAt !== null && (record.confirmedAt ?? record.createdAt) < changedAt;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Personal access tokens. A token is `pcat_` + 32 random bytes + a 6-character HMAC check under a key derived
 * from COOKIE_SECRET: a random or mistyped token is refused by its check alone, without a read of the store, so
 * a flood of guesses costs neither memory nor store traffic. The store keeps the SHA-256 of the token, never the
 * token. An owner's tokens call the legacy with a legacy session of their own, opened with the owner's password
 * when they create a token or renew it, and independent of any browser's (docs/decisions/012-api-tokens-have-a-legacy-session-of-their-own.md).
 */
export class ApiTokens {
  readonly #store: TokenStore;
  readonly #cookieSecret: string;
  readonly #checkKey: Buffer;
  readonly #legacyFor: LegacyFor;
  /** The token session each token request's client calls with, for `confirmSession`. */
  readonly #sessionsInUse = new WeakMap<LegacyClient, { sealed: string; session: PortalSession }>();

  constructor(store: TokenStore, cookieSecret: string, legacyFor: LegacyFor) {
    this.#store = store;
    this.#cookieSecret = cookieSecret;
    this.#legacyFor = legacyFor;
    this.#checkKey = Buffer.from(
      hkdfSync('sha256', cookieSecret, 'portail-client', 'portail api token check', 32),
    );
  }

  /**
   * Makes a token for the owner, whose password just opened `tokenSession`: it becomes the session of all their
   * tokens. The only time the token's text exists outside the caller's hands.
   */
  async issue(
    request: FastifyRequest,
    tokenSession: PortalSession,
    input: {
      name: string;
      scope: ApiTokenScope;
      scopes?: ApiAreaScope[];
      files?: string[];
      expiresInDays: number;
    },
  ): Promise<{ token: string; record: ApiTokenRecord }> {
    const body = randomBytes(RANDOM_BYTES).toString('base64url');
    const token = `${API_TOKEN_PREFIX}${body}${this.#check(body)}`;
    const now = Date.now();
    const record: ApiTokenRecord = {
      id: randomBytes(8).toString('hex'),
      ownerId: tokenSession.identity.userId,
      name: input.name,
      scope: input.scope,
      ...(input.scopes && { scopes: input.scopes }),
      ...(input.files && { files: input.files }),
      createdAt: now,
      lastUsedAt: null,
      expiresAt: now + input.expiresInDays * DAY_MS,
      confirmedAt: now,
    };
    await this.#store.save(hashOf(token), record);
    await this.openSession(request, tokenSession);
    return { token, record };
  }

  /**
   * Keeps `tokenSession` (opened with the owner's password) as the session of the owner's tokens, sealed, until
   * their last token expires; the one it replaces is closed on the legacy.
   */
  async openSession(request: FastifyRequest, tokenSession: PortalSession): Promise<void> {
    const ownerId = tokenSession.identity.userId;
    const previous = await this.#storedSession(ownerId);
    const lastExpiry = Math.max(...(await this.#store.list(ownerId)).map((record) => record.expiresAt));
    const lifetimeSeconds = Math.max(1, Math.ceil((lastExpiry - Date.now()) / 1000));
    const sealed = sealSession(this.#cookieSecret, TOKEN_SESSION_PURPOSE, tokenSession, lifetimeSeconds);
    await this.#store.setTokenSession(ownerId, sealed, Date.now() + lifetimeSeconds * 1000);
    if (previous) await this.#close(request, previous.session);
  }

  /**
   * Whether the owner has tokens whose session ended: the first token request after the legacy ended it forgot it
   * (`confirmSession`), as a password change does. Read from the store alone, so that the 'Accès API' screen waits
   * on no second wave of legacy calls; until a token is used, an ended session is not known here.
   */
  async sessionEnded(ownerId: string): Promise<boolean> {
    if ((await this.#store.list(ownerId)).length === 0) return false;
    return (await this.#storedSession(ownerId)) === null;
  }

  async #storedSession(ownerId: string): Promise<{ sealed: string; session: PortalSession } | null> {
    const sealed = await this.#store.tokenSession(ownerId);
    if (sealed === null) return null;
    const session = unsealSession(this.#cookieSecret, TOKEN_SESSION_PURPOSE, sealed);
    return session?.identity.userId === ownerId ? { sealed, session } : null;
  }

  /**
   * Whether the legacy still holds the session behind `legacy` (the call a request makes anyway to know who it runs
   * as: no extra call for it, and for a legacy that ends idle sessions, what keeps it alive while tokens are used).
   * One it ended is forgotten, so the next requests are refused without asking it.
   */
  async confirmSession(request: FastifyRequest, legacy: LegacyClient): Promise<boolean> {
    const used = this.#sessionsInUse.get(legacy);
    if (used === undefined) return true;
    let identity;
    try {
      identity = await legacy.auth.identity();
    } catch (error) {
      // The legacy out of reach tells nothing of the session: the request goes on and meets the outage itself.
      request.log.warn({ err: error }, 'token session not checked: the legacy did not answer');
      return true;
    }
    if (identity?.userId === used.session.identity.userId) return true;
    // Only this very session is forgotten: a renewal made meanwhile stays.
    if ((await this.#store.tokenSession(used.session.identity.userId)) === used.sealed)
      await this.#store.clearTokenSession(used.session.identity.userId);
    return false;
  }

  /** Closes a legacy session the tokens no longer use; a legacy that cannot be told expires it itself. */
  async #close(request: FastifyRequest, session: PortalSession): Promise<void> {
    try {
      await this.#legacyFor(request, session).auth.logout();
    } catch (error) {
      request.log.warn({ err: error }, 'former token session not closed on the legacy');
    }
  }

  /** The access a bearer token gives, or why it gives none. */
  async authenticate(request: FastifyRequest, token: string): Promise<ApiAccess | ApiRefusal> {
    if (!API_TOKEN_PATTERN.test(token)) return 'unknown';
    const body = token.slice(API_TOKEN_PREFIX.length, token.length - CHECK_CHARS);
    const given = Buffer.from(token.slice(token.length - CHECK_CHARS));
    if (!timingSafeEqual(given, Buffer.from(this.#check(body)))) return 'unknown';
    const hash = hashOf(token);
    const record = await this.#store.byHash(hash);
    if (record === null || record.expiresAt <= Date.now()) return 'unknown';
    if (isPaused(record, await this.#store.passwordChangedAt(record.ownerId))) return 'paused';
    const stored = await this.#storedSession(record.ownerId);
    if (stored === null) return 'session-ended';
    const legacy = this.#legacyFor(request, stored.session);
    this.#sessionsInUse.set(legacy, stored);
    const minute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
    if (record.lastUsedAt === null || record.lastUsedAt < minute) {
      await this.#store.touch(hash, minute);
      record.lastUsedAt = minute;
    }
    return { token: record, legacy };
  }

  list(ownerId: string): Promise<ApiTokenRecord[]> {
    return this.#store.list(ownerId);
  }

  /**
   * A password change through the portal (issue 42): the owner's sessions signed in before it end, their tokens
   * pause until the owner confirms each in 'Accès API' (a leaked token must not outlive the change that was meant
   * to lock its holder out), and the tokens' session, opened with the former password, is forgotten: the owner
   * renews it with the new one.
   */
  async passwordChanged(ownerId: string): Promise<void> {
    await this.#store.setPasswordChangedAt(ownerId, Date.now());
    await this.#store.clearTokenSession(ownerId);
  }

  /** The owner's last password change through the portal (ms since the epoch), or null. */
  passwordChangedAt(ownerId: string): Promise<number | null> {
    return this.#store.passwordChangedAt(ownerId);
  }

  /** The owner confirms a token a password change paused: it works again once its session is open. */
  confirm(ownerId: string, id: string): Promise<boolean> {
    return this.#store.confirm(ownerId, id, Date.now());
  }

  /** Revokes a token; the last one takes the tokens' legacy session with it. */
  async revoke(request: FastifyRequest, ownerId: string, id: string): Promise<boolean> {
    if (!(await this.#store.revoke(ownerId, id))) return false;
    if ((await this.#store.list(ownerId)).length > 0) return true;
    const stored = await this.#storedSession(ownerId);
    await this.#store.clearTokenSession(ownerId);
    if (stored) await this.#close(request, stored.session);
    return true;
  }

  #check(body: string): string {
    return createHmac('sha256', this.#checkKey).update(body).digest('base64url').slice(0, CHECK_CHARS);
  }
}
