import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedis } from '../runtime/redis.ts';

/** A caller's bucket after a request was weighed: whether it fits, and what is left. */
export interface BucketState {
  allowed: boolean;
  /** Points in the bucket now (what was spent and has not leaked yet). */
  level: number;
  capacity: number;
  /** Milliseconds before a request of that cost would fit; 0 when it did. */
  waitMs: number;
  /** Milliseconds before the bucket is empty again (the whole budget back). */
  refillMs: number;
}

/**
 * A leaky bucket per caller (Shopify's throttle): each request pours its points in, the bucket leaks
 * `capacity` points per minute, and a request that would overflow it is refused with the wait until it fits.
 * Bursts up to the capacity pass at once; a steady flow passes at the leak rate.
 */
export interface LeakyBuckets {
  readonly capacity: number;
  /** Pours `points` in when they fit; `force` pours them whatever the level (calls already made). */
  pour(key: string, points: number, force?: boolean): Promise<BucketState>;
  close(): void;
}

const MINUTE_MS = 60_000;

function stateOf(allowed: boolean, level: number, capacity: number, points: number): BucketState {
  const perMs = capacity / MINUTE_MS;
  return {
    allowed,
    level,
    capacity,
    waitMs: allowed ? 0 : Math.ceil((level + points - capacity) / perMs),
    refillMs: Math.ceil(level / perMs),
  };
}

// Past this many callers, buckets that leaked dry are forgotten: only signed-in callers and valid tokens get
// one, and a dry bucket is the same as none.
const SWEEP_ABOVE = 10_000;

export class MemoryLeakyBuckets implements LeakyBuckets {
  readonly capacity: number;
  readonly #buckets = new Map<string, { level: number; at: number }>();

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  pour(key: string, points: number, force = false): Promise<BucketState> {
    const now = Date.now();
    const level = this.#levelAt(key, now);
    const allowed = force || level + points <= this.capacity;
    const after = allowed ? level + points : level;
    this.#buckets.set(key, { level: after, at: now });
    if (this.#buckets.size > SWEEP_ABOVE) {
      for (const other of this.#buckets.keys())
        if (this.#levelAt(other, now) === 0) this.#buckets.delete(other);
    }
    return Promise.resolve(stateOf(allowed, after, this.capacity, points));
  }

  close(): void {
    this.#buckets.clear();
  }

  #levelAt(key: string, now: number): number {
    const bucket = this.#buckets.get(key);
    if (!bucket) return 0;
    return Math.max(0, bucket.level - ((now - bucket.at) * this.capacity) / MINUTE_MS);
  }
}

// Atomic on the Redis side, on Redis's clock, so replicas on skewed clocks share one bucket exactly. The key
// expires once the bucket would be dry.
const POUR = `
local capacity = tonumber(ARGV[1])
local points = tonumber(ARGV[2])
local force = ARGV[3] == '1'
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local stored = redis.call('HMGET', KEYS[1], 'level', 'at')
local level = tonumber(stored[1]) or 0
local at = tonumber(stored[2]) or now
level = math.max(0, level - (now - at) * capacity / 60000)
local allowed = 0
if force or level + points <= capacity then
  level = level + points
  allowed = 1
end
redis.call('HSET', KEYS[1], 'level', tostring(level), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(level * 60000 / capacity) + 1000)
return { allowed, tostring(level) }
`;

/** The buckets in Redis, shared by the replicas; while Redis is away, each process's memory answers. */
export class RedisLeakyBuckets implements LeakyBuckets {
  readonly capacity: number;
  readonly #redis: Redis;
  readonly #insurance: MemoryLeakyBuckets;

  constructor(redis: Redis, capacity: number) {
    this.capacity = capacity;
    this.#redis = redis;
    this.#insurance = new MemoryLeakyBuckets(capacity);
  }

  async pour(key: string, points: number, force = false): Promise<BucketState> {
    try {
      const [allowed, level] = (await this.#redis.eval(
        POUR,
        1,
        `portail:budget:${key}`,
        this.capacity,
        points,
        force ? '1' : '0',
      )) as [number, string];
      return stateOf(allowed === 1, Number(level), this.capacity, points);
    } catch {
      return this.#insurance.pour(key, points, force);
    }
  }

  close(): void {
    this.#redis.disconnect();
  }
}

/** The budgets of a gateway: in Redis when `redisUrl` is set, else in memory. */
export async function openLeakyBuckets(
  redisUrl: string | null,
  capacity: number,
  log: FastifyBaseLogger,
): Promise<LeakyBuckets> {
  if (redisUrl === null) return new MemoryLeakyBuckets(capacity);
  const redis = await connectRedis(
    redisUrl,
    log,
    'rate-limit budgets cannot reach Redis; each replica counts alone meanwhile',
  );
  return new RedisLeakyBuckets(redis, capacity);
}
