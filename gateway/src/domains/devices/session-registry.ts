import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { SESSION_LIFETIME_SECONDS } from '../../http/session-cookie.ts';
import { connectRedis } from '../../runtime/redis.ts';

/** A browser signed in as a person, as the registry keeps it: no address, no cookie, nothing that signs in. */
export interface RegisteredSession {
  /** The random id sealed in the browser's cookie. */
  id: string;
  /** The browser and system its User-Agent named at the sign-in ("Chrome sur Android"). */
  device: string;
  /** Milliseconds since the epoch. */
  signedInAt: number;
  lastUsedAt: number;
}

const LIFETIME_MS = SESSION_LIFETIME_SECONDS * 1000;
/** A last use is kept to the minute: a browser's calls rewrite its entry once a minute, not at every request. */
const USE_RESOLUTION_MS = 60_000;

const alive = (entry: RegisteredSession, now: number) => entry.signedInAt + LIFETIME_MS > now;

/**
 * The browser sessions signed in as each person (issue 47): a cookie whose id is missing here was signed out
 * from another device, and every replica refuses it at its next request. Redis when the gateway has one (shared by
 * the replicas, kept by its append-only file), else this process's memory for the one-gateway demo. Entries go
 * with their session's lifetime.
 */
export interface SessionRegistry {
  register(userId: string, entry: RegisteredSession): Promise<void>;
  /**
   * Whether the session is still registered; its last use becomes `at` when the one kept is a minute old or more.
   */
  use(userId: string, id: string, at: number): Promise<boolean>;
  /** The person's sessions not expired, oldest first. */
  list(userId: string, now: number): Promise<RegisteredSession[]>;
  /** Signs the session out; false when the person has no such session (already signed out, or another's). */
  remove(userId: string, id: string): Promise<boolean>;
}

const oldestFirst = (a: RegisteredSession, b: RegisteredSession) => a.signedInAt - b.signedInAt;

/**
 * The one-gateway demo's registry. It refuses only the sessions it signed out: a session it never saw (opened by
 * another gateway, or before this process started) goes on, as nothing shares what it saw.
 */
export class MemorySessionRegistry implements SessionRegistry {
  readonly #sessions = new Map<string, Map<string, RegisteredSession>>();
  readonly #signedOut = new Set<string>();

  register(userId: string, entry: RegisteredSession): Promise<void> {
    const sessions = this.#sessions.get(userId) ?? new Map<string, RegisteredSession>();
    for (const [id, known] of sessions) if (!alive(known, entry.signedInAt)) sessions.delete(id);
    sessions.set(entry.id, { ...entry });
    this.#sessions.set(userId, sessions);
    return Promise.resolve();
  }

  use(userId: string, id: string, at: number): Promise<boolean> {
    const entry = this.#sessions.get(userId)?.get(id);
    if (entry && at - entry.lastUsedAt >= USE_RESOLUTION_MS) entry.lastUsedAt = at;
    return Promise.resolve(entry !== undefined || !this.#signedOut.has(id));
  }

  list(userId: string, now: number): Promise<RegisteredSession[]> {
    const sessions = [...(this.#sessions.get(userId)?.values() ?? [])];
    return Promise.resolve(
      sessions
        .filter((entry) => alive(entry, now))
        .map((entry) => ({ ...entry }))
        .sort(oldestFirst),
    );
  }

  remove(userId: string, id: string): Promise<boolean> {
    const removed = this.#sessions.get(userId)?.delete(id) ?? false;
    if (removed) this.#signedOut.add(id);
    return Promise.resolve(removed);
  }
}

const sessionsKey = (userId: string) => `portail:sessions:${userId}`;

// One round trip per request, and a write only when the last use kept is a minute old: the check that refuses a
// signed-out browser and the last use's update cannot be split by a sign-out in between.
const USE_SCRIPT = `
local stored = redis.call('HGET', KEYS[1], ARGV[1])
if not stored then return 0 end
local entry = cjson.decode(stored)
if tonumber(ARGV[2]) - entry.lastUsedAt >= tonumber(ARGV[3]) then
  entry.lastUsedAt = tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(entry))
end
return 1
`;

/**
 * One hash per person (session id → entry), expiring a session's lifetime after the person's last sign-in, so it
 * never outlives the cookies it lists; a sign-out deletes the field and the next request on any replica finds none.
 */
export class RedisSessionRegistry implements SessionRegistry {
  readonly #redis: Redis;

  constructor(redis: Redis) {
    this.#redis = redis;
  }

  async register(userId: string, entry: RegisteredSession): Promise<void> {
    await this.#redis
      .multi()
      .hset(sessionsKey(userId), entry.id, JSON.stringify(entry))
      .pexpire(sessionsKey(userId), LIFETIME_MS)
      .exec();
  }

  async use(userId: string, id: string, at: number): Promise<boolean> {
    const found = await this.#redis.eval(USE_SCRIPT, 1, sessionsKey(userId), id, at, USE_RESOLUTION_MS);
    return found === 1;
  }

  async list(userId: string, now: number): Promise<RegisteredSession[]> {
    const stored = Object.values(await this.#redis.hgetall(sessionsKey(userId)));
    const entries = stored.map((text) => JSON.parse(text) as RegisteredSession);
    const expired = entries.filter((entry) => !alive(entry, now)).map((entry) => entry.id);
    if (expired.length > 0) await this.#redis.hdel(sessionsKey(userId), ...expired);
    return entries.filter((entry) => alive(entry, now)).sort(oldestFirst);
  }

  async remove(userId: string, id: string): Promise<boolean> {
    return (await this.#redis.hdel(sessionsKey(userId), id)) === 1;
  }
}

/** The registry of a gateway: in Redis when `redisUrl` is set (shared by the replicas), else in memory. */
export async function openSessionRegistry(
  redisUrl: string | null,
  log: FastifyBaseLogger,
): Promise<{ registry: SessionRegistry; close: () => void }> {
  if (redisUrl === null) return { registry: new MemorySessionRegistry(), close: () => undefined };
  // While Redis is away a browser session cannot be checked: its requests fail rather than miss a sign-out.
  const redis = await connectRedis(
    redisUrl,
    log,
    'the session registry cannot reach Redis; browser sessions fail meanwhile',
  );
  return { registry: new RedisSessionRegistry(redis), close: () => redis.disconnect() };
}
