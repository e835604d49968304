import { afterEach, describe, expect, it } from 'vitest';
import {
  ownerRoutes,
  PASSWORD,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
} from '../testing/fake-legacy.ts';

const APPOINTMENTS = 'GET /api/appointments/AGR001?limit=100';
const APPOINTMENTS_QUERY = '{ dossier(codeDossier: "AGR001") { appointments { nodes { id } } } }';
const SIGN_IN = `mutation { signIn(input: { login: "proprietaire@demo.fr", password: "${PASSWORD}" }) { errors { message } } }`;

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;

async function start(env: Record<string, string> = {}) {
  legacy = await startFakeLegacy(ownerRoutes());
  gateway = await startGatewayAgainst(legacy.url, { LEGACY_RETRY_BASE_DELAY_MS: '1', ...env });
}

afterEach(async () => {
  await gateway.app.close();
  await legacy.close();
});

const received = (key: string) => legacy.calls.filter((c) => `${c.method} ${c.path}` === key).length;
const reported = (key: string) => gateway.upstream.filter((c) => `${c.method} ${c.path}` === key);

function failFirst(times: number, status: number) {
  const answer = legacy.routes[APPOINTMENTS];
  let failures = 0;
  legacy.routes[APPOINTMENTS] = (call) =>
    failures++ < times ? { status, body: { message: 'panne', affichable: false } } : answer!(call);
}

describe('upstream policy', () => {
  it('retries a GET the legacy answers 503 once, and reports both attempts', async () => {
    await start();
    failFirst(1, 503);
    const { json } = await postGraphQL(gateway.app, { query: APPOINTMENTS_QUERY }, { cookie: SESSION });
    expect(json()).toEqual({ data: { dossier: { appointments: { nodes: [{ id: 'AGR001:7' }] } } } });
    expect(received(APPOINTMENTS)).toBe(2);
    expect(reported(APPOINTMENTS).map((c) => c.status)).toEqual([503, 200]);
  });

  it('gives up on a GET after two retries', async () => {
    await start();
    failFirst(10, 504);
    const { json } = await postGraphQL(gateway.app, { query: APPOINTMENTS_QUERY }, { cookie: SESSION });
    expect(json().errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR' });
    expect(received(APPOINTMENTS)).toBe(3);
  });

  it('sends a POST the legacy answers 503 exactly once', async () => {
    await start();
    legacy.routes['POST /api/auth/login'] = () => ({
      status: 503,
      body: { message: 'x', affichable: false },
    });
    const { json } = await postGraphQL(gateway.app, { query: SIGN_IN });
    expect(json().errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(received('POST /api/auth/login')).toBe(1);
    expect(reported('POST /api/auth/login')).toHaveLength(1);
  });

  it('sends the sign-out, a GET that changes state, exactly once even when the legacy answers 503', async () => {
    await start();
    legacy.routes['GET /api/auth/logout'] = () => ({
      status: 503,
      body: { message: 'x', affichable: false },
    });
    const { json } = await postGraphQL(
      gateway.app,
      { query: 'mutation { signOut { ok } }' },
      { cookie: SESSION },
    );
    expect(json().data).toEqual({ signOut: { ok: false } });
    expect(received('GET /api/auth/logout')).toBe(1);
  });

  it.each([400, 404, 409, 429])('never retries a GET the legacy answers %i', async (status) => {
    await start();
    failFirst(10, status);
    await postGraphQL(gateway.app, { query: APPOINTMENTS_QUERY }, { cookie: SESSION });
    expect(received(APPOINTMENTS)).toBe(1);
  });

  it('opens the breaker of an area after consecutive 502s, while another area still answers', async () => {
    // The breaker stays open longer than the test lasts, however slow the machine.
    await start({
      LEGACY_BREAKER_FAILURES: '3',
      LEGACY_RETRIES: '0',
      LEGACY_BREAKER_HALF_OPEN_MS: '3600000',
    });
    failFirst(100, 502);
    for (let i = 0; i < 3; i++)
      await postGraphQL(gateway.app, { query: APPOINTMENTS_QUERY }, { cookie: SESSION });
    expect(received(APPOINTMENTS)).toBe(3);

    // The open breaker answers without a call: the legacy still counts three.
    const { json } = await postGraphQL(
      gateway.app,
      { query: '{ dossier(codeDossier: "AGR001") { appointments { nodes { id } } keyFigures { id } } }' },
      { cookie: SESSION },
    );
    expect(received(APPOINTMENTS)).toBe(3);
    expect(json().errors).toEqual([
      expect.objectContaining({
        path: ['dossier', 'appointments'],
        extensions: expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE' }) as unknown,
      }),
    ]);
    expect(json().data?.dossier).toMatchObject({ appointments: null, keyFigures: [{ id: 'AGR001:ca' }] });
  });

  it('lets a test call through once the breaker is half-open, and closes on its success', async () => {
    await start({ LEGACY_BREAKER_FAILURES: '1', LEGACY_RETRIES: '0', LEGACY_BREAKER_HALF_OPEN_MS: '100' });
    failFirst(1, 503);
    await postGraphQL(gateway.app, { query: APPOINTMENTS_QUERY }, { cookie: SESSION });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const { json } = await postGraphQL(gateway.app, { query: APPOINTMENTS_QUERY }, { cookie: SESSION });
    expect(json().errors).toBeUndefined();
    expect(received(APPOINTMENTS)).toBe(2);
  });

  it.each([
    [500, 'UPSTREAM_ERROR'],
    [400, 'BAD_USER_INPUT'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
  ])(
    'never opens the breaker for everyone when a caller makes the legacy answer %i, however often',
    async (status, code) => {
      await start({ LEGACY_BREAKER_FAILURES: '3', LEGACY_RETRIES: '0' });
      failFirst(10, status);
      for (let i = 0; i < 10; i++) {
        const { json } = await postGraphQL(gateway.app, { query: APPOINTMENTS_QUERY }, { cookie: SESSION });
        expect(json().errors?.[0]?.extensions?.code).toBe(code);
      }
      // The next caller is answered by the legacy, not by an open breaker.
      const { json } = await postGraphQL(gateway.app, { query: APPOINTMENTS_QUERY }, { cookie: SESSION });
      expect(json()).toEqual({ data: { dossier: { appointments: { nodes: [{ id: 'AGR001:7' }] } } } });
      expect(received(APPOINTMENTS)).toBe(11);
    },
  );

  it('keeps sign-in, the session check and /readyz working after sign-ins the legacy answers 500', async () => {
    await start({ LEGACY_BREAKER_FAILURES: '3' });
    const signIn = legacy.routes['POST /api/auth/login']!;
    // The legacy chokes on these logins, as it did on a login holding U+0000.
    legacy.routes['POST /api/auth/login'] = (call) =>
      call.body.includes('intrus')
        ? { status: 500, body: { message: 'invalid byte sequence', affichable: false } }
        : signIn(call);
    for (let i = 0; i < 4; i++)
      await postGraphQL(gateway.app, {
        query: `mutation { signIn(input: { login: "intrus${i}@demo.fr", password: "x" }) { errors { message } } }`,
      });
    expect(received('POST /api/auth/login')).toBe(4);

    const owner = await postGraphQL(gateway.app, { query: SIGN_IN });
    expect(owner.json()).toEqual({ data: { signIn: { errors: [] } } });
    const session = await postGraphQL(gateway.app, { query: '{ viewer { id } }' }, { cookie: SESSION });
    expect(session.json()).toEqual({ data: { viewer: { id: 'proprietaire@demo.fr' } } });
    const ready = await gateway.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });

  it('keeps /readyz answering from the legacy while an area’s breaker is open', async () => {
    await start({ LEGACY_BREAKER_FAILURES: '1', LEGACY_RETRIES: '0' });
    const authenticate = legacy.routes['GET /api/auth/authenticate']!;
    let failures = 1;
    legacy.routes['GET /api/auth/authenticate'] = (call) =>
      failures-- > 0 ? { status: 503, body: { message: 'panne', affichable: false } } : authenticate(call);
    await postGraphQL(gateway.app, { query: '{ viewer { id } }' }, { cookie: SESSION });
    const refused = await postGraphQL(gateway.app, { query: '{ viewer { id } }' }, { cookie: SESSION });
    expect(refused.json().errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');

    const ready = await gateway.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });

  it('stops retrying once the retry budget of the window is spent', async () => {
    await start({ LEGACY_RETRY_BUDGET_MIN: '1', LEGACY_RETRY_BUDGET_RATIO: '0' });
    failFirst(100, 503);
    await postGraphQL(gateway.app, { query: APPOINTMENTS_QUERY }, { cookie: SESSION });
    expect(received(APPOINTMENTS)).toBe(2);
    await postGraphQL(gateway.app, { query: APPOINTMENTS_QUERY }, { cookie: SESSION });
    expect(received(APPOINTMENTS)).toBe(3);
  });
});
