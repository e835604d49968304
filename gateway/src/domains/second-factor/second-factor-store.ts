import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedis } from '../../runtime/redis.ts';

interface FactorCommon {
  /** Public id, shown in the list and given to rename or remove it. */
  id: string;
  name: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  lastUsedAt: number | null;
}

/** An authenticator app (TOTP) of a person, as the gateway keeps it: its secret only sealed. */
export interface StoredApp extends FactorCommon {
  kind: 'totp';
  /** The TOTP secret (base32), sealed with the cookie's key (`sealText`, purpose `SECRET_PURPOSE`). */
  sealedSecret: string;
}

/** A passkey (WebAuthn credential) of a person: only what checks its signatures, nothing that could make one. */
export interface StoredPasskey extends FactorCommon {
  kind: 'passkey';
  /** The credential's id (base64url), as the browser names it. */
  credentialId: string;
  /** Its COSE public key (base64url). */
  publicKey: string;
  /** The authenticator's signature counter at its last use (0 for the many that keep none). */
  counter: number;
  /** How the browser may reach it ('internal', 'hybrid', 'usb'…), given back to the browser as a hint. */
  transports: string[];
}

export type StoredFactor = StoredApp | StoredPasskey;

/**
 * Where each person's second factors live (docs/decisions/011): Redis when the gateway has one (its append-only
 * file keeps them across restarts, decision 009), else this process's memory for the one-gateway demo. Nothing
 * expires: a factor goes only when its owner removes it. Every read may throw while Redis is away, and the
 * callers then refuse rather than sign in without the factor.
 */
export interface SecondFactorStore {
  /** The person's factors, oldest first. */
  factors(userId: string): Promise<StoredFactor[]>;
  add(userId: string, factor: StoredFactor): Promise<void>;
  /** Saves the factor as given; false when the person has no such factor (removed meanwhile). */
  update(userId: string, factor: StoredFactor): Promise<boolean>;
  /** Forgets the factor, and the recovery codes with the last one; false when the person has no such factor. */
  remove(userId: string, id: string): Promise<boolean>;
  /** Replaces the person's recovery codes by these hashes. */
  setRecoveryCodes(userId: string, hashes: readonly string[]): Promise<void>;
  /** Whose passkey this credential is (the passkey-first sign-in, which starts with no login); null for none. */
  ownerOf(credentialId: string): Promise<string | null>;
  /** Takes the recovery code of this hash, once: true for the one caller that took it. */
  takeRecoveryCode(userId: string, hash: string): Promise<boolean>;
  recoveryCodesLeft(userId: string): Promise<number>;
  /**
   * Claims a TOTP time step of a factor, once: a code seen once (at its enrolment or a sign-in) cannot be replayed
   * within its validity. True for the one caller that claimed it.
   */
  claimStep(factorId: string, step: number): Promise<boolean>;
  /** Keeps a WebAuthn challenge under `key` for `seconds`, replacing the one there. */
  putChallenge(key: string, challenge: string, seconds: number): Promise<void>;
  /** The challenge under `key`, taken: a second call (or a replica's) gets null, as it does once expired. */
  takeChallenge(key: string): Promise<string | null>;
}

/** How long a claimed time step is remembered: longer than any code of it stays valid (±1 step of 30 s). */
const STEP_MEMORY_SECONDS = 120;

const oldestFirst = (a: StoredFactor, b: StoredFactor) => a.createdAt - b.createdAt;

export class MemorySecondFactorStore implements SecondFactorStore {
  readonly #factors = new Map<string, Map<string, StoredFactor>>();
  readonly #recovery = new Map<string, Set<string>>();
  readonly #steps = new Map<string, number>();
  readonly #challenges = new Map<string, { challenge: string; until: number }>();

  factors(userId: string): Promise<StoredFactor[]> {
    const factors = [...(this.#factors.get(userId)?.values() ?? [])];
    return Promise.resolve(factors.map((factor) => ({ ...factor })).sort(oldestFirst));
  }

  add(userId: string, factor: StoredFactor): Promise<void> {
    const factors = this.#factors.get(userId) ?? new Map<string, StoredFactor>();
    factors.set(factor.id, { ...factor });
    this.#factors.set(userId, factors);
    return Promise.resolve();
  }

  update(userId: string, factor: StoredFactor): Promise<boolean> {
    const factors = this.#factors.get(userId);
    if (!factors?.has(factor.id)) return Promise.resolve(false);
    factors.set(factor.id, { ...factor });
    return Promise.resolve(true);
  }

  remove(userId: string, id: string): Promise<boolean> {
    const factors = this.#factors.get(userId);
    const removed = factors?.delete(id) ?? false;
    if (factors?.size === 0) {
      this.#factors.delete(userId);
      this.#recovery.delete(userId);
    }
    return Promise.resolve(removed);
  }

  ownerOf(credentialId: string): Promise<string | null> {
    for (const [userId, factors] of this.#factors)
      for (const factor of factors.values())
        if (factor.kind === 'passkey' && factor.credentialId === credentialId) return Promise.resolve(userId);
    return Promise.resolve(null);
  }

  setRecoveryCodes(userId: string, hashes: readonly string[]): Promise<void> {
    this.#recovery.set(userId, new Set(hashes));
    return Promise.resolve();
  }

  takeRecoveryCode(userId: string, hash: string): Promise<boolean> {
    return Promise.resolve(this.#recovery.get(userId)?.delete(hash) ?? false);
  }

  recoveryCodesLeft(userId: string): Promise<number> {
    return Promise.resolve(this.#recovery.get(userId)?.size ?? 0);
  }

  claimStep(factorId: string, step: number): Promise<boolean> {
    const now = Date.now();
    for (const [key, until] of this.#steps) if (until <= now) this.#steps.delete(key);
    const key = `${factorId}:${step}`;
    if (this.#steps.has(key)) return Promise.resolve(false);
    this.#steps.set(key, now + STEP_MEMORY_SECONDS * 1000);
    return Promise.resolve(true);
  }

  putChallenge(key: string, challenge: string, seconds: number): Promise<void> {
    const now = Date.now();
    for (const [old, { until }] of this.#challenges) if (until <= now) this.#challenges.delete(old);
    this.#challenges.set(key, { challenge, until: now + seconds * 1000 });
    return Promise.resolve();
  }

  takeChallenge(key: string): Promise<string | null> {
    const kept = this.#challenges.get(key);
    this.#challenges.delete(key);
    return Promise.resolve(kept && kept.until > Date.now() ? kept.challenge : null);
  }
}

const factorsKey = (userId: string) => `portail:second-factors:${userId}`;
const recoveryKey = (userId: string) => `portail:second-factor-recovery:${userId}`;
const stepKey = (factorId: string, step: number) => `portail:second-factor-step:${factorId}:${step}`;
const challengeKey = (key: string) => `portail:passkey-challenge:${key}`;
/** Credential id → owner, for the passkey-first sign-in. */
const OWNERS_KEY = 'portail:passkey-owners';

/**
 * Each person is one hash of factor id → factor and one set of recovery code hashes, neither expiring. Taking a
 * recovery code is one SREM and claiming a step one SET NX: two replicas given the same code at once let one in.
 */
export class RedisSecondFactorStore implements SecondFactorStore {
  readonly #redis: Redis;

  constructor(redis: Redis) {
    this.#redis = redis;
  }

  async factors(userId: string): Promise<StoredFactor[]> {
    const stored = await this.#redis.hvals(factorsKey(userId));
    return stored.map((value) => JSON.parse(value) as StoredFactor).sort(oldestFirst);
  }

  async add(userId: string, factor: StoredFactor): Promise<void> {
    const added = this.#redis.multi().hset(factorsKey(userId), factor.id, JSON.stringify(factor));
    if (factor.kind === 'passkey') added.hset(OWNERS_KEY, factor.credentialId, userId);
    await added.exec();
  }

  async update(userId: string, factor: StoredFactor): Promise<boolean> {
    const exists = await this.#redis.hexists(factorsKey(userId), factor.id);
    if (exists === 0) return false;
    await this.#redis.hset(factorsKey(userId), factor.id, JSON.stringify(factor));
    return true;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const stored = await this.#redis.hget(factorsKey(userId), id);
    const factor = stored === null ? null : (JSON.parse(stored) as StoredFactor);
    if (factor?.kind === 'passkey') await this.#redis.hdel(OWNERS_KEY, factor.credentialId);
    const removed = await this.#redis.hdel(factorsKey(userId), id);
    // The hash is gone with its last field: the recovery codes of no factor would open nothing, they go too.
    if ((await this.#redis.exists(factorsKey(userId))) === 0) await this.#redis.del(recoveryKey(userId));
    return removed === 1;
  }

  async setRecoveryCodes(userId: string, hashes: readonly string[]): Promise<void> {
    await this.#redis
      .multi()
      .del(recoveryKey(userId))
      .sadd(recoveryKey(userId), ...hashes)
      .exec();
  }

  ownerOf(credentialId: string): Promise<string | null> {
    return this.#redis.hget(OWNERS_KEY, credentialId);
  }

  async takeRecoveryCode(userId: string, hash: string): Promise<boolean> {
    return (await this.#redis.srem(recoveryKey(userId), hash)) === 1;
  }

  recoveryCodesLeft(userId: string): Promise<number> {
    return this.#redis.scard(recoveryKey(userId));
  }

  async claimStep(factorId: string, step: number): Promise<boolean> {
    return (await this.#redis.set(stepKey(factorId, step), '1', 'EX', STEP_MEMORY_SECONDS, 'NX')) === 'OK';
  }

  async putChallenge(key: string, challenge: string, seconds: number): Promise<void> {
    await this.#redis.set(challengeKey(key), challenge, 'EX', seconds);
  }

  takeChallenge(key: string): Promise<string | null> {
    return this.#redis.getdel(challengeKey(key));
  }
}

/** The second factors of a gateway: in Redis when `redisUrl` is set (shared by the replicas), else in memory. */
export async function openSecondFactorStore(
  redisUrl: string | null,
  log: FastifyBaseLogger,
): Promise<{ store: SecondFactorStore; close: () => void }> {
  if (redisUrl === null) return { store: new MemorySecondFactorStore(), close: () => undefined };
  // While Redis is away a person with a factor cannot sign in (refused, never let through without it).
  const redis = await connectRedis(
    redisUrl,
    log,
    'second factors cannot reach Redis; sign-ins of people who may have one are refused meanwhile',
  );
  return { store: new RedisSecondFactorStore(redis), close: () => redis.disconnect() };
}
