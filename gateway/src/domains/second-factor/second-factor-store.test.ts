import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../testing/redis-server.ts';
import { Redis } from 'ioredis';
import {
  MemorySecondFactorStore,
  RedisSecondFactorStore,
  type SecondFactorStore,
  type StoredFactor,
} from './second-factor-store.ts';

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

let people = 0;
/** A login of its own for each test: the Redis store is shared by the file. */
const someone = () => `personne-${(people += 1)}@demo.fr`;

const factor = (id: string, createdAt: number): StoredFactor => ({
  id,
  kind: 'totp',
  name: `Téléphone ${id}`,
  sealedSecret: `scellé-${id}`,
  createdAt,
  lastUsedAt: null,
});

describe.each([
  ['memory', () => new MemorySecondFactorStore()],
  ['Redis', () => new RedisSecondFactorStore(client)],
] as [string, () => SecondFactorStore][])('the second factor store in %s', (_where, open) => {
  it('lists a person’s factors oldest first, and nobody else’s', async () => {
    const store = open();
    const [marie, paul] = [someone(), someone()];
    await store.add(marie, factor('b', 2));
    await store.add(marie, factor('a', 1));
    await store.add(paul, factor('c', 3));
    expect((await store.factors(marie)).map((f) => f.id)).toEqual(['a', 'b']);
    expect((await store.factors(paul)).map((f) => f.id)).toEqual(['c']);
    expect(await store.factors(someone())).toEqual([]);
  });

  it('names the owner of a passkey by its credential id, until the passkey is removed', async () => {
    const store = open();
    const marie = someone();
    const credentialId = `credential-${marie}`;
    await store.add(marie, {
      id: 'p',
      kind: 'passkey',
      name: 'Téléphone',
      credentialId,
      publicKey: 'clé-publique',
      counter: 0,
      transports: ['internal'],
      createdAt: 1,
      lastUsedAt: null,
    });
    expect(await store.ownerOf(credentialId)).toBe(marie);
    expect(await store.ownerOf('credential-inconnu')).toBeNull();
    await store.remove(marie, 'p');
    expect(await store.ownerOf(credentialId)).toBeNull();
  });

  it('updates a factor it holds, and not one removed meanwhile', async () => {
    const store = open();
    const marie = someone();
    await store.add(marie, factor('a', 1));
    expect(await store.update(marie, { ...factor('a', 1), name: 'Tablette' })).toBe(true);
    expect((await store.factors(marie))[0]?.name).toBe('Tablette');
    expect(await store.remove(marie, 'a')).toBe(true);
    expect(await store.update(marie, factor('a', 1))).toBe(false);
    expect(await store.factors(marie)).toEqual([]);
  });

  it('lets each recovery code be taken once, and drops them with the last factor', async () => {
    const store = open();
    const marie = someone();
    await store.add(marie, factor('a', 1));
    await store.add(marie, factor('b', 2));
    await store.setRecoveryCodes(marie, ['h1', 'h2']);
    const takes = await Promise.all([1, 2, 3].map(() => store.takeRecoveryCode(marie, 'h1')));
    expect(takes.filter(Boolean)).toHaveLength(1);
    expect(await store.recoveryCodesLeft(marie)).toBe(1);
    await store.remove(marie, 'a');
    expect(await store.recoveryCodesLeft(marie)).toBe(1);
    await store.remove(marie, 'b');
    expect(await store.recoveryCodesLeft(marie)).toBe(0);
    expect(await store.takeRecoveryCode(marie, 'h2')).toBe(false);
  });

  it('answers false to the removal of a factor it does not hold', async () => {
    expect(await open().remove(someone(), 'inconnu')).toBe(false);
  });

  it('lets a time step of a factor be claimed once', async () => {
    const store = open();
    const id = someone();
    const claims = await Promise.all([1, 2, 3].map(() => store.claimStep(id, 42)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await store.claimStep(id, 43)).toBe(true);
  });
});

describe('the second factor store in Redis', () => {
  it('keeps factors and recovery codes without expiry', async () => {
    const store = new RedisSecondFactorStore(client);
    const marie = someone();
    await store.add(marie, factor('a', 1));
    await store.setRecoveryCodes(marie, ['h1']);
    expect(await client.pttl(`portail:second-factors:${marie}`)).toBe(-1);
    expect(await client.pttl(`portail:second-factor-recovery:${marie}`)).toBe(-1);
  });
});
