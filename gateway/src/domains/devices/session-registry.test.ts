import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../testing/redis-server.ts';
import {
  MemorySessionRegistry,
  RedisSessionRegistry,
  type RegisteredSession,
  type SessionRegistry,
} from './session-registry.ts';

const T0 = Date.parse('2026-12-02T08:00:00Z');
const entry = (id: string, at = T0): RegisteredSession => ({
  id,
  device: 'Chrome sur Android',
  signedInAt: at,
  lastUsedAt: at,
});

let redis: Awaited<ReturnType<typeof startRedis>>;
let client: Redis;

beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url);
});

afterAll(async () => {
  client.disconnect();
  await redis.stop();
});

describe.each([
  ['in memory', () => new MemorySessionRegistry()],
  ['in Redis', () => new RedisSessionRegistry(client)],
] as [string, () => SessionRegistry][])('the session registry %s', (_where, open) => {
  it('keeps a last use to the minute: a request within the minute writes nothing, one after it does', async () => {
    const registry = open();
    const person = `personne-${Math.random()}`;
    await registry.register(person, entry('a'));
    expect(await registry.use(person, 'a', T0 + 59_000)).toBe(true);
    expect((await registry.list(person, T0 + 59_000))[0]?.lastUsedAt).toBe(T0);
    expect(await registry.use(person, 'a', T0 + 61_000)).toBe(true);
    expect((await registry.list(person, T0 + 61_000))[0]?.lastUsedAt).toBe(T0 + 61_000);
  });

  it('answers a signed-out session as unknown, and does not bring it back by its use', async () => {
    const registry = open();
    const person = `personne-${Math.random()}`;
    await registry.register(person, entry('a'));
    await registry.register(person, entry('b', T0 + 1_000));
    expect(await registry.remove(person, 'a')).toBe(true);
    expect(await registry.use(person, 'a', T0 + 120_000)).toBe(false);
    expect(await registry.remove(person, 'a')).toBe(false);
    expect((await registry.list(person, T0 + 120_000)).map((s) => s.id)).toEqual(['b']);
  });

  it('keeps each person’s sessions apart: another person’s id finds nothing', async () => {
    const registry = open();
    const mine = `personne-${Math.random()}`;
    await registry.register(mine, entry('a'));
    expect(await registry.remove(`autre-${Math.random()}`, 'a')).toBe(false);
    expect(await registry.use(mine, 'a', T0)).toBe(true);
  });

  it('lists no session older than a session’s lifetime', async () => {
    const registry = open();
    const person = `personne-${Math.random()}`;
    await registry.register(person, entry('old', T0));
    await registry.register(person, entry('new', T0 + 11 * 3_600_000));
    const later = T0 + 12 * 3_600_000 + 1;
    expect((await registry.list(person, later)).map((s) => s.id)).toEqual(['new']);
  });
});
