import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeDocument } from './operations.ts';
import { startGateway } from './support.ts';

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
});
