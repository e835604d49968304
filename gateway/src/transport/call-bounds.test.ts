import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeAnswer } from '../testing/fake-legacy.ts';
import {
  ownerRoutes,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
} from '../testing/fake-legacy.ts';

// These tests are about time: each states the bound a caller waits at most, with room for a loaded machine.

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;
// The answers the fake legacy is holding, released after each test so that it can close.
const held: (() => void)[] = [];

const hang = () => new Promise<FakeAnswer>((resolve) => held.push(() => resolve({ body: [] })));

async function start(env: Record<string, string>) {
  legacy = await startFakeLegacy({
    ...ownerRoutes(),
    'GET /api/notifications': () => ({ body: [] }),
  });
  gateway = await startGatewayAgainst(legacy.url, { LEGACY_RETRY_BASE_DELAY_MS: '1', ...env });
  // The first operation builds what later ones reuse: warmed up, a timing measures only the legacy's part.
  await postGraphQL(gateway.app, { query: '{ viewer { id } }' }, { cookie: SESSION });
}

async function received(path: string) {
  while (!legacy.calls.some((c) => `${c.method} ${c.path}` === path))
    await new Promise((resolve) => setTimeout(resolve, 10));
}

afterEach(async () => {
  await gateway.app.close();
  held.splice(0).forEach((release) => release());
  await legacy.close();
});

async function timed(query: string) {
  const startedAt = Date.now();
  const { json } = await postGraphQL(gateway.app, { query }, { cookie: SESSION });
  return { answer: json(), elapsedMs: Date.now() - startedAt };
}

const codes = (answer: Awaited<ReturnType<typeof timed>>['answer']) =>
  (answer.errors ?? []).map((e) => `${e.path?.join('.')}: ${String(e.extensions?.code)}`).sort();

describe('the bound of a legacy call', () => {
  it('answers a hung read within LEGACY_READ_TIMEOUT_MS, its retries included, not after three attempts', async () => {
    await start({ LEGACY_TIMEOUT_MS: '1500', LEGACY_READ_TIMEOUT_MS: '500' });
    legacy.routes['GET /api/appointments/AGR001?limit=100'] = hang;
    const { answer, elapsedMs } = await timed(
      '{ dossier(codeDossier: "AGR001") { appointments { nodes { id } } } }',
    );
    expect(codes(answer)).toEqual(['dossier.appointments: UPSTREAM_TIMEOUT']);
    expect(elapsedMs).toBeLessThan(1400);
  }, 15_000);

  it('fails the calls queued behind hung ones at the same bound, with UPSTREAM_TIMEOUT, instead of waiting', async () => {
    await start({ LEGACY_CONNECTIONS: '2', LEGACY_TIMEOUT_MS: '500', LEGACY_READ_TIMEOUT_MS: '500' });
    const routeNames = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (const name of routeNames) legacy.routes[`GET /api/parcours/encours/${name}`] = hang;
    const { answer, elapsedMs } = await timed(
      `{ viewer { ${routeNames.map((name) => `${name}: tourInProgress(routeName: "${name}") { code }`).join(' ')} } }`,
    );
    expect(codes(answer)).toEqual(routeNames.map((name) => `viewer.${name}: UPSTREAM_TIMEOUT`));
    expect(elapsedMs).toBeLessThan(1200);
  }, 15_000);

  it('does not count a call that timed out waiting for a connection against its area’s breaker', async () => {
    await start({
      LEGACY_CONNECTIONS: '1',
      LEGACY_TIMEOUT_MS: '1500',
      LEGACY_READ_TIMEOUT_MS: '300',
      LEGACY_BREAKER_FAILURES: '2',
    });
    legacy.routes['GET /api/auth/logout'] = hang;
    // A sign-out holds the only connection while three session checks of the same area wait for it, then give up.
    const holding = timed('mutation { signOut { ok } }');
    await received('GET /api/auth/logout');
    const waiting = await Promise.all([1, 2, 3].map(() => timed('{ viewer { id } }')));
    for (const { answer } of waiting) expect(codes(answer)).toEqual(['viewer: UPSTREAM_TIMEOUT']);
    await holding;

    const { answer } = await timed('{ viewer { id } }');
    expect(answer).toEqual({ data: { viewer: { id: 'proprietaire@demo.fr' } } });
  }, 15_000);

  it('does not count a call whose bound ran out on the wire after a long wait for a connection', async () => {
    await start({
      LEGACY_CONNECTIONS: '1',
      LEGACY_TIMEOUT_MS: '5000',
      LEGACY_READ_TIMEOUT_MS: '1500',
      LEGACY_BREAKER_FAILURES: '1',
    });
    const authenticate = legacy.routes['GET /api/auth/authenticate'];
    if (!authenticate) throw new Error('the owner routes answer the session check');
    // Each session check takes 1 s: the second of two goes on the wire with about half a second of its bound left.
    legacy.routes['GET /api/auth/authenticate'] = async (call) => {
      await delay(1000);
      return authenticate(call);
    };
    const both = await Promise.all([1, 2].map(() => timed('{ viewer { id } }')));
    expect(both.map(({ answer }) => codes(answer)).sort()).toEqual([[], ['viewer: UPSTREAM_TIMEOUT']]);

    legacy.routes['GET /api/auth/authenticate'] = authenticate;
    const { answer } = await timed('{ viewer { id } }');
    expect(answer).toEqual({ data: { viewer: { id: 'proprietaire@demo.fr' } } });
  }, 15_000);
});
