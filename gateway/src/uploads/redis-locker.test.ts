import { ERRORS } from '@tus/server';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../testing/redis-server.ts';
import { RedisLocker } from './redis-locker.ts';

let redis: Awaited<ReturnType<typeof startRedis>>;
const connections: Redis[] = [];
const lockers: RedisLocker[] = [];

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  for (const locker of lockers) locker.close();
  for (const connection of connections) connection.disconnect();
  await redis.stop();
});

/** One replica's locker, with a connection of its own to the shared Redis. */
async function replicaLocker(options: Parameters<typeof RedisLocker.open>[2] = {}) {
  const connection = new Redis(redis.url);
  connections.push(connection);
  const locker = await RedisLocker.open(connection, 'test:depots:', options);
  lockers.push(locker);
  return Object.assign(locker, { connection });
}

const never = new AbortController().signal;

describe('the resumable uploads locked in Redis, across replicas', () => {
  it('asks the replica that holds an upload to let it go, and hands it over once it does', async () => {
    const [first, second] = [await replicaLocker(), await replicaLocker()];
    const held = first.newLock('upload-1');
    let released = () => undefined as void;
    const asked = new Promise<void>((resolve) => {
      released = resolve;
    });
    await held.lock(never, () => released());
    const taken = second.newLock('upload-1').lock(never, () => undefined);
    await asked;
    await held.unlock();
    await expect(taken).resolves.toBeUndefined();
  });

  it('refuses an upload another replica keeps locked, once the wait is over', async () => {
    const [first, second] = [await replicaLocker(), await replicaLocker({ acquireTimeoutMs: 300 })];
    await first.newLock('upload-2').lock(never, () => undefined);
    await expect(second.newLock('upload-2').lock(never, () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
  });

  it('frees the uploads of a replica that stopped without unlocking them, after their lifetime', async () => {
    const gone = await replicaLocker({ ttlMs: 300 });
    await gone.newLock('upload-3').lock(never, () => undefined);
    // The replica is gone: no more renewals.
    gone.close();
    gone.connection.disconnect();
    const survivor = await replicaLocker();
    await expect(survivor.newLock('upload-3').lock(never, () => undefined)).resolves.toBeUndefined();
  });

  it('never frees a lock that another request has taken since', async () => {
    const [first, second] = [await replicaLocker({ ttlMs: 200 }), await replicaLocker()];
    const stale = first.newLock('upload-4');
    await stale.lock(never, () => undefined);
    // The first lock's renewal keeps it; a lock taken by another after its expiry is not its own to delete.
    await first.connection.del('test:depots:lock:upload-4');
    const fresh = second.newLock('upload-4');
    await fresh.lock(never, () => undefined);
    await stale.unlock();
    await expect(second.newLock('upload-4').lock(AbortSignal.timeout(300), () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    await fresh.unlock();
  });
});
