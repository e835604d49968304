import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ownerRoutes,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
} from '../../testing/fake-legacy.ts';
import { startRedis } from '../../testing/redis-server.ts';

type Gateway = Awaited<ReturnType<typeof startGatewayAgainst>>;

let redis: Awaited<ReturnType<typeof startRedis>>;
let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let replicas: [Gateway, Gateway];
let probe: Redis;

beforeAll(async () => {
  redis = await startRedis();
  probe = new Redis(redis.url);
});

afterAll(async () => {
  probe.disconnect();
  await redis.stop();
});

beforeEach(async () => {
  await probe.flushall();
  legacy = await startFakeLegacy(ownerRoutes());
  replicas = (await Promise.all(
    [1, 2].map(() => startGatewayAgainst(legacy.url, { REDIS_URL: redis.url })),
  )) as [Gateway, Gateway];
});

afterEach(async () => {
  await Promise.all(replicas.map((replica) => replica.app.close()));
  await legacy.close();
});

async function createToken(replica: Gateway) {
  const { json } = await postGraphQL(
    replica.app,
    {
      query:
        'mutation { createApiToken(input: { name: "Export", password: "Portail-Demo-2026!" }) { apiToken { id } plainTextToken } }',
    },
    { cookie: SESSION },
  );
  return (json().data as { createApiToken: { apiToken: { id: string }; plainTextToken: string } })
    .createApiToken;
}

const readFiles = (replica: Gateway, token: string) =>
  replica.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ query: '{ viewer { dossiers { codeDossier } } }' }),
  });

async function storedText(): Promise<string> {
  const keys = await probe.keys('*');
  const values = await Promise.all(
    keys.map(async (key) =>
      (await probe.type(key)) === 'hash' ? JSON.stringify(await probe.hgetall(key)) : await probe.get(key),
    ),
  );
  return keys.join('\n') + values.join('\n');
}

describe('API tokens shared by two gateways on one Redis', () => {
  it('accepts a token made on one replica on the other, and refuses it on both once revoked on one', async () => {
    const [first, second] = replicas;
    const { apiToken, plainTextToken } = await createToken(first);
    expect((await readFiles(second, plainTextToken)).statusCode).toBe(200);
    await postGraphQL(
      first.app,
      { query: `mutation { revokeApiToken(apiTokenId: "${apiToken.id}") { revokedId } }` },
      { cookie: SESSION },
    );
    expect((await readFiles(second, plainTextToken)).statusCode).toBe(401);
    expect((await readFiles(first, plainTextToken)).statusCode).toBe(401);
  });

  it('keeps neither the token nor the legacy session in readable form in the store', async () => {
    const { plainTextToken } = await createToken(replicas[0]);
    const stored = await storedText();
    expect(stored).toContain('portail:api-token:');
    expect(stored).not.toContain(plainTextToken);
    expect(stored).not.toContain(plainTextToken.slice(5, 30));
    expect(stored).not.toContain('jeton-proprietaire');
  });

  it('refuses a thousand random tokens without one command to the store and without storing anything', async () => {
    await createToken(replicas[0]);
    const keysBefore = await probe.dbsize();
    const commandsBefore = Number(/total_commands_processed:(\d+)/.exec(await probe.info('stats'))?.[1]);
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () =>
        readFiles(replicas[1], `pcat_${randomBytes(37).toString('base64url').slice(0, 49)}`),
      ),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([401]));
    const commandsAfter = Number(/total_commands_processed:(\d+)/.exec(await probe.info('stats'))?.[1]);
    // Only the probe's own INFO and DBSIZE.
    expect(commandsAfter - commandsBefore).toBeLessThanOrEqual(2);
    expect(await probe.dbsize()).toBeLessThanOrEqual(keysBefore);
    expect(legacy.calls.filter((call) => call.path === '/api/user/dossiers')).toHaveLength(0);
  });
});
