import { API_TOKEN_MAX_DAYS, type ApiAreaScope, type ApiTokenScope } from '@portal/schema/rules/api-tokens';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedis } from '../../runtime/redis.ts';

/** What the gateway keeps of a token: never the token itself, only its hash (the key it is stored under). */
export interface ApiTokenRecord {
  /** Public id, shown in the list and given to revoke it; it grants nothing. */
  id: string;
  /** The owner's legacy login (`Identity.userId`). */
  ownerId: string;
  name: string;
  /** Its one scope over every area: what records written before issue 46 hold alone (`scopesOf`). */
  scope: ApiTokenScope;
  /** The areas it may read or write (issue 46); absent from earlier records: every area, as `scope` says. */
  scopes?: ApiAreaScope[];
  /** The codes of the files it is limited to; absent when it reaches every file of its owner. */
  files?: string[];
  /** Milliseconds since the epoch. */
  createdAt: number;
  lastUsedAt: number | null;
  expiresAt: number;
  /**
   * When its owner last confirmed it (its creation at first): a token confirmed before its owner's last password
   * change is paused until confirmed again. Absent from records written before issue 42: their creation.
   */
  confirmedAt?: number;
}

/**
 * Where tokens and their owners' token sessions live: Redis when the gateway has one, so that a
 * revocation is seen at once by every replica (nothing is cached in a process), else this process's memory.
 */
export interface TokenStore {
  save(hash: string, record: ApiTokenRecord): Promise<void>;
  byHash(hash: string): Promise<ApiTokenRecord | null>;
  /** The owner's tokens not expired, newest first. */
  list(ownerId: string): Promise<ApiTokenRecord[]>;
  /** Forgets the token; false when the owner has no such token (already revoked, or another's). */
  revoke(ownerId: string, id: string): Promise<boolean>;
  touch(hash: string, at: number): Promise<void>;
  /**
   * The sealed legacy session the owner's tokens call the legacy with, opened with their password
   * (docs/decisions/012-api-tokens-have-a-legacy-session-of-their-own.md), kept until `untilMs`.
   */
  setTokenSession(ownerId: string, sealed: string, untilMs: number): Promise<void>;
  tokenSession(ownerId: string): Promise<string | null>;
  clearTokenSession(ownerId: string): Promise<void>;
  /** Marks the token confirmed at `at`; false when the owner has no such token. */
  confirm(ownerId: string, id: string, at: number): Promise<boolean>;
  /**
   * The owner's last password change through the portal (ms since the epoch), kept as long as a token lives: the
   * sessions signed in before it are ended, the tokens confirmed before it paused.
   */
  setPasswordChangedAt(ownerId: string, at: number): Promise<void>;
  passwordChangedAt(ownerId: string): Promise<number | null>;
}

/** How long a password change is remembered: the longest a token or a session made before it can live. */
const PASSWORD_CHANGE_MEMORY_MS = API_TOKEN_MAX_DAYS * 24 * 60 * 60 * 1000;

const newestFirst = (a: ApiTokenRecord, b: ApiTokenRecord) => b.createdAt - a.createdAt;

export class MemoryTokenStore implements TokenStore {
  readonly #records = new Map<string, ApiTokenRecord>();
  readonly #tokenSessions = new Map<string, { sealed: string; untilMs: number }>();
  readonly #passwordChanges = new Map<string, number>();

  save(hash: string, record: ApiTokenRecord): Promise<void> {
    this.#records.set(hash, { ...record });
    return Promise.resolve();
  }

  byHash(hash: string): Promise<ApiTokenRecord | null> {
    const record = this.#records.get(hash);
    if (record && record.expiresAt <= Date.now()) this.#records.delete(hash);
    return Promise.resolve(record && record.expiresAt > Date.now() ? { ...record } : null);
  }

  list(ownerId: string): Promise<ApiTokenRecord[]> {
    const now = Date.now();
    return Promise.resolve(
      [...this.#records.values()]
        .filter((record) => record.ownerId === ownerId && record.expiresAt > now)
        .map((record) => ({ ...record }))
        .sort(newestFirst),
    );
  }

  revoke(ownerId: string, id: string): Promise<boolean> {
    const hash = [...this.#records].find(([, r]) => r.ownerId === ownerId && r.id === id)?.[0];
    return Promise.resolve(hash !== undefined && this.#records.delete(hash));
  }

  touch(hash: string, at: number): Promise<void> {
    const record = this.#records.get(hash);
    if (record) record.lastUsedAt = at;
    return Promise.resolve();
  }

  setTokenSession(ownerId: string, sealed: string, untilMs: number): Promise<void> {
    this.#tokenSessions.set(ownerId, { sealed, untilMs });
    return Promise.resolve();
  }

  tokenSession(ownerId: string): Promise<string | null> {
    const tokenSession = this.#tokenSessions.get(ownerId);
    return Promise.resolve(tokenSession && tokenSession.untilMs > Date.now() ? tokenSession.sealed : null);
  }

  clearTokenSession(ownerId: string): Promise<void> {
    this.#tokenSessions.delete(ownerId);
    return Promise.resolve();
  }

  confirm(ownerId: string, id: string, at: number): Promise<boolean> {
    const record = [...this.#records.values()].find((r) => r.ownerId === ownerId && r.id === id);
    if (record) record.confirmedAt = at;
    return Promise.resolve(record !== undefined);
  }

  setPasswordChangedAt(ownerId: string, at: number): Promise<void> {
    this.#passwordChanges.set(ownerId, at);
    return Promise.resolve();
  }

  passwordChangedAt(ownerId: string): Promise<number | null> {
    const at = this.#passwordChanges.get(ownerId);
    return Promise.resolve(at !== undefined && at + PASSWORD_CHANGE_MEMORY_MS > Date.now() ? at : null);
  }
}

const recordKey = (hash: string) => `portail:api-token:${hash}`;
const ownerKey = (ownerId: string) => `portail:api-tokens-of:${ownerId}`;
const tokenSessionKey = (ownerId: string) => `portail:api-token-session:${ownerId}`;
const passwordChangeKey = (ownerId: string) => `portail:password-changed:${ownerId}`;

/**
 * Each token is one key expiring with the token (so an expired one takes no room), and each owner a hash of
 * id → token hash for the list and revocation. A revocation deletes the key: the next request on any replica
 * finds nothing.
 */
export class RedisTokenStore implements TokenStore {
  readonly #redis: Redis;

  constructor(redis: Redis) {
    this.#redis = redis;
  }

  async save(hash: string, record: ApiTokenRecord): Promise<void> {
    await this.#redis
      .multi()
      .set(recordKey(hash), JSON.stringify(record), 'PXAT', record.expiresAt)
      .hset(ownerKey(record.ownerId), record.id, hash)
      .exec();
  }

  async byHash(hash: string): Promise<ApiTokenRecord | null> {
    const stored = await this.#redis.get(recordKey(hash));
    return stored === null ? null : (JSON.parse(stored) as ApiTokenRecord);
  }

  async list(ownerId: string): Promise<ApiTokenRecord[]> {
    const ids = await this.#redis.hgetall(ownerKey(ownerId));
    const entries = Object.entries(ids);
    if (entries.length === 0) return [];
    const stored = await this.#redis.mget(entries.map(([, hash]) => recordKey(hash)));
    // A token that expired left its id behind: dropped from the owner's list as it is met.
    const gone = entries.filter((_, i) => stored[i] === null).map(([id]) => id);
    if (gone.length > 0) await this.#redis.hdel(ownerKey(ownerId), ...gone);
    return stored
      .filter((value): value is string => value !== null)
      .map((value) => JSON.parse(value) as ApiTokenRecord)
      .sort(newestFirst);
  }

  async revoke(ownerId: string, id: string): Promise<boolean> {
    const hash = await this.#redis.hget(ownerKey(ownerId), id);
    if (hash === null) return false;
    // Two revocations at once: both delete, one of them finds the key and says so.
    const [[, deleted] = [], [, forgotten] = []] =
      (await this.#redis.multi().del(recordKey(hash)).hdel(ownerKey(ownerId), id).exec()) ?? [];
    return deleted === 1 || forgotten === 1;
  }

  async touch(hash: string, at: number): Promise<void> {
    const stored = await this.byHash(hash);
    // XX: a token revoked meanwhile is not brought back by its last use.
    if (stored) {
      await this.#redis.set(
        recordKey(hash),
        JSON.stringify({ ...stored, lastUsedAt: at }),
        'PXAT',
        stored.expiresAt,
        'XX',
      );
    }
  }

  async setTokenSession(ownerId: string, sealed: string, untilMs: number): Promise<void> {
    await this.#redis.set(tokenSessionKey(ownerId), sealed, 'PXAT', untilMs);
  }

  async tokenSession(ownerId: string): Promise<string | null> {
    return this.#redis.get(tokenSessionKey(ownerId));
  }

  async clearTokenSession(ownerId: string): Promise<void> {
    await this.#redis.del(tokenSessionKey(ownerId));
  }

  async confirm(ownerId: string, id: string, at: number): Promise<boolean> {
    const hash = await this.#redis.hget(ownerKey(ownerId), id);
    const stored = hash === null ? null : await this.byHash(hash);
    if (hash === null || stored === null) return false;
    // XX: a token revoked meanwhile is not brought back by its confirmation.
    const kept = await this.#redis.set(
      recordKey(hash),
      JSON.stringify({ ...stored, confirmedAt: at }),
      'PXAT',
      stored.expiresAt,
      'XX',
    );
    return kept === 'OK';
  }

  async setPasswordChangedAt(ownerId: string, at: number): Promise<void> {
    await this.#redis.set(passwordChangeKey(ownerId), String(at), 'PXAT', at + PASSWORD_CHANGE_MEMORY_MS);
  }

  async passwordChangedAt(ownerId: string): Promise<number | null> {
    const at = await this.#redis.get(passwordChangeKey(ownerId));
    return at === null ? null : Number(at);
  }
}

/** The tokens of a gateway: in Redis when `redisUrl` is set (shared by the replicas), else in memory. */
export async function openTokenStore(
  redisUrl: string | null,
  log: FastifyBaseLogger,
): Promise<{ store: TokenStore; close: () => void }> {
  if (redisUrl === null) return { store: new MemoryTokenStore(), close: () => undefined };
  // While Redis is away every token is refused (401): a revocation must never be missed.
  const redis = await connectRedis(
    redisUrl,
    log,
    'API tokens cannot reach Redis; tokens are refused meanwhile',
  );
  return { store: new RedisTokenStore(redis), close: () => redis.disconnect() };
}
