import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeDocument } from './operations.ts';
import { startGateway } from './support.ts';
import type { GraphQLAnswer } from './support.ts';

let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  gateway = await startGateway();
});

afterAll(async () => {
  await gateway.close();
});

describe('upstream call budget', () => {
  it('serves the owner’s home query with no legacy call made twice', async () => {
    const cookie = await gateway.signIn('proprietaire@demo.fr');
    const { body, requestId } = await gateway.graphql(HomeDocument, { codeDossier: 'AGR001' }, cookie);
    expect(body.errors).toBeUndefined();
    const calls = gateway.upstream
      .filter((c) => c.operationRequestId === requestId)
      .map((c) => `${c.method} ${c.path}`);
    expect(new Set(calls).size).toBe(calls.length);
    expect([...calls].sort()).toEqual([
      'GET /api/appointments/AGR001?limit=100',
      'GET /api/auth/authenticate',
      'GET /api/chiffres/accueil/AGR001',
      'GET /api/droits',
      'GET /api/events?codeDossier=AGR001&limit=300',
      'GET /api/newhomesection',
      'GET /api/notifications',
      'GET /api/notifications/count/unread',
      'GET /api/user/dossiers',
    ]);
  });

  it('refuses a batch of 10 operations of 15 aliased tours before any legacy call', async () => {
    const cookie = await gateway.signIn('proprietaire@demo.fr');
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `t${i}: tourInProgress(routeName: "r${i}") { code }`,
    );
    const { body, requestId } = await gateway.post<GraphQLAnswer>(
      Array.from({ length: 10 }, () => ({ query: `{ viewer { ${aliases.join(' ')} } }` })),
      cookie,
    );
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['TOO_MANY_UPSTREAM_CALLS']);
    expect(gateway.upstream.filter((c) => c.operationRequestId === requestId)).toHaveLength(0);
  });

  it('sends no more than LEGACY_CALLS_PER_REQUEST calls for a list whose items each need one', async () => {
    const capped = await startGateway({ env: { LEGACY_CALLS_PER_REQUEST: '6' } });
    try {
      const cookie = await capped.signIn('collaborateur');
      // The session check, the portfolio, the rights, then the rights of each of the five files: eight calls.
      const { body, requestId } = await capped.graphql(
        '{ viewer { dossiers { codeDossier permissions } } }',
        {},
        cookie,
      );
      expect(body.errors?.map((e) => e.extensions?.code)).toEqual([
        'TOO_MANY_UPSTREAM_CALLS',
        'TOO_MANY_UPSTREAM_CALLS',
      ]);
      expect(capped.upstream.filter((c) => c.operationRequestId === requestId)).toHaveLength(6);
    } finally {
      await capped.close();
    }
  });
});
