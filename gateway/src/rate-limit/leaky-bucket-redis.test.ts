import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../testing/redis-server.ts';
import { RedisLeakyBuckets } from './leaky-bucket.ts';

let redis: Awaited<ReturnType<typeof startRedis>>;

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  await redis.stop();
});

const replica = () => new RedisLeakyBuckets(new Redis(redis.url, { maxRetriesPerRequest: 1 }), 5);

describe('rate-limit budgets shared by replicas on one Redis', () => {
  it('fills one bucket from both replicas and refuses the point past it on either', async () => {
    const [first, second] = [replica(), replica()];
    expect((await first.pour('token:a', 3)).allowed).toBe(true);
    expect((await second.pour('token:a', 2)).allowed).toBe(true);
    const refused = await first.pour('token:a', 1);
    expect(refused.allowed).toBe(false);
    // One point leaks in 12 s at 5 points a minute.
    expect(refused.waitMs).toBeGreaterThan(11_000);
    expect(refused.waitMs).toBeLessThanOrEqual(12_000);
    expect((await second.pour('token:a', 1)).allowed).toBe(false);
    expect((await second.pour('token:b', 5)).allowed).toBe(true);
    first.close();
    second.close();
  });

  it('pours past the limit when told to, for calls already made', async () => {
    const buckets = replica();
    await buckets.pour('session:x', 5);
    const forced = await buckets.pour('session:x', 2, true);
    expect(forced.allowed).toBe(true);
    expect(forced.level).toBeGreaterThan(6.9);
    buckets.close();
  });

  it('keeps counting in memory while Redis cannot be reached', async () => {
    const buckets = new RedisLeakyBuckets(
      new Redis('redis://127.0.0.1:1', {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
      }),
      5,
    );
    expect((await buckets.pour('token:c', 5)).allowed).toBe(true);
    expect((await buckets.pour('token:c', 1)).allowed).toBe(false);
    buckets.close();
  });
});
