import { MAX_IN_FLIGHT_UPLOAD_BYTES, MAX_IN_FLIGHT_UPLOADS } from '@portal/schema/rules/document-uploads';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../testing/redis-server.ts';
import { RedisInFlightUploads } from './in-flight-uploads.ts';

let redis: Awaited<ReturnType<typeof startRedis>>;
const connections: Redis[] = [];

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  for (const connection of connections) connection.disconnect();
  await redis.stop();
});

/** One replica's counts, with a connection of its own to the shared Redis. */
function replica(lifetimeMs = 60_000) {
  const connection = new Redis(redis.url);
  connections.push(connection);
  return new RedisInFlightUploads(connection, 'test:en-cours:', lifetimeMs);
}

describe('the uploads a person has in flight, counted in Redis across replicas', () => {
  it('holds a person to the file cap whichever replica each creation reaches', async () => {
    const [first, second] = [replica(), replica()];
    for (let n = 0; n < MAX_IN_FLIGHT_UPLOADS; n += 1)
      expect(await (n % 2 ? first : second).reserve('fichiers', `depot-${n}`, 1024)).toBe(true);
    expect(await first.reserve('fichiers', 'un-de-trop', 1024)).toBe(false);
    expect(await second.reserve('fichiers', 'un-de-trop', 1024)).toBe(false);
    expect(await second.reserve('quelqu-un-d-autre', 'depot-0', 1024)).toBe(true);
    await second.ended('fichiers', 'depot-1');
    expect(await first.reserve('fichiers', 'apres', 1024)).toBe(true);
  });

  it('holds a person to the byte cap across replicas', async () => {
    const [first, second] = [replica(), replica()];
    expect(await first.reserve('octets', 'gros', MAX_IN_FLIGHT_UPLOAD_BYTES - 1000)).toBe(true);
    expect(await second.reserve('octets', 'trop', 1001)).toBe(false);
    expect(await second.reserve('octets', 'juste', 1000)).toBe(true);
  });

  it('lets two replicas creating at the same moment take the last place once only', async () => {
    const [first, second] = [replica(), replica()];
    for (let n = 0; n < MAX_IN_FLIGHT_UPLOADS - 1; n += 1)
      expect(await first.reserve('course', `depot-${n}`, 1)).toBe(true);
    const taken = await Promise.all([first.reserve('course', 'a', 1), second.reserve('course', 'b', 1)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
  });

  it('no longer counts an upload older than the uploads’ lifetime', async () => {
    const short = replica(200);
    for (let n = 0; n < MAX_IN_FLIGHT_UPLOADS; n += 1)
      expect(await short.reserve('vieux', `depot-${n}`, 1)).toBe(true);
    expect(await short.reserve('vieux', 'refuse', 1)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await short.reserve('vieux', 'neuf', 1)).toBe(true);
  });
});
