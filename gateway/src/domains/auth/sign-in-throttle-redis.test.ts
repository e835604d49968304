import { TOO_MANY_ATTEMPTS_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from '@portal/schema/rules/sign-in';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ownerRoutes, PASSWORD, startFakeLegacy, startGatewayAgainst } from '../../testing/fake-legacy.ts';
import type { GraphQLAnswer } from '../../testing/fake-legacy.ts';
import { startRedis } from '../../testing/redis-server.ts';

type Gateway = Awaited<ReturnType<typeof startGatewayAgainst>>;

let redis: Awaited<ReturnType<typeof startRedis>>;
let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let replicas: Gateway[];

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  await redis.stop();
});

beforeEach(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
  replicas = await Promise.all([1, 2].map(() => startGatewayAgainst(legacy.url, { REDIS_URL: redis.url })));
});

afterEach(async () => {
  await Promise.all(replicas.map((replica) => replica.app.close()));
  await legacy.close();
});

async function signIn(replica: Gateway, login: string, password = 'mauvais') {
  const response = await replica.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: '203.0.113.40',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    payload: JSON.stringify({
      query: 'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
      variables: { input: { login, password } },
    }),
  });
  const data = response.json<GraphQLAnswer>().data as { signIn: { errors: { message: string }[] } };
  return data.signIn.errors.map((error) => error.message);
}

const loginCalls = () => legacy.calls.filter((call) => call.path === '/api/auth/login').length;

describe('sign-in throttling shared by two gateways on one Redis', () => {
  it('counts the failures sent to either replica together', async () => {
    const [first, second] = replicas as [Gateway, Gateway];
    for (let i = 0; i < 10; i += 1) {
      expect(await signIn(i % 2 === 0 ? first : second, 'partage@demo.fr')).toEqual([
        WRONG_CREDENTIALS_MESSAGE,
      ]);
    }
    expect(await signIn(first, 'partage@demo.fr')).toEqual([TOO_MANY_ATTEMPTS_MESSAGE]);
    expect(await signIn(second, 'partage@demo.fr')).toEqual([TOO_MANY_ATTEMPTS_MESSAGE]);
    expect(loginCalls()).toBe(10);
  });

  it('lets at most 10 of 60 simultaneous wrong passwords spread over both replicas reach the legacy', async () => {
    await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(replicas[i % 2]!, 'simultane@demo.fr')));
    expect(loginCalls()).toBe(10);
  });

  it('forgets on one replica the failures counted by the other once the right password is given', async () => {
    const [first, second] = replicas as [Gateway, Gateway];
    for (let i = 0; i < 9; i += 1) await signIn(first, 'proprietaire@demo.fr');
    expect(await signIn(second, 'proprietaire@demo.fr', PASSWORD)).toEqual([]);
    for (let i = 0; i < 10; i += 1) {
      expect(await signIn(first, 'proprietaire@demo.fr')).toEqual([WRONG_CREDENTIALS_MESSAGE]);
    }
    expect(await signIn(second, 'proprietaire@demo.fr')).toEqual([TOO_MANY_ATTEMPTS_MESSAGE]);
  });

  it('refuses to start when REDIS_URL names a Redis that does not answer', async () => {
    await expect(startGatewayAgainst(legacy.url, { REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(
      /REDIS_URL: Redis does not answer/,
    );
  });

  it('keeps throttling in memory while Redis is away', async () => {
    const ownRedis = await startRedis();
    const replica = await startGatewayAgainst(legacy.url, { REDIS_URL: ownRedis.url });
    try {
      await ownRedis.stop();
      for (let i = 0; i < 10; i += 1) {
        expect(await signIn(replica, 'panne@demo.fr')).toEqual([WRONG_CREDENTIALS_MESSAGE]);
      }
      expect(await signIn(replica, 'panne@demo.fr')).toEqual([TOO_MANY_ATTEMPTS_MESSAGE]);
      expect(loginCalls()).toBe(10);
    } finally {
      await replica.app.close();
    }
  });
});
