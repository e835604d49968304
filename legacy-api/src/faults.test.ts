import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { fixedClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { DEMO_PASSWORD } from './db/seed/accounts.ts';
import type { FaultRule, ReceivedCall } from './faults.ts';
import {
  DATABASE_HOOK_TIMEOUT,
  startTestApp,
  stopTestApp,
  TEST_FILES_DIR,
  TEST_NOW,
} from './test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let withoutFaults: FastifyInstance;
let url: string;

const buildOnSameDb = (faults: boolean) =>
  buildApp({ db: ctx.db, clock: fixedClock(TEST_NOW), filesDir: TEST_FILES_DIR, logger: false, faults });

beforeAll(async () => {
  ctx = await startTestApp({ faults: true });
  withoutFaults = await buildOnSameDb(false);
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, DATABASE_HOOK_TIMEOUT);
afterEach(async () => {
  await ctx.app.inject({ method: 'DELETE', url: '/__faults' });
  await ctx.app.inject({ method: 'DELETE', url: '/__calls' });
});
afterAll(async () => {
  await withoutFaults.close();
  await stopTestApp(ctx);
});

async function setFaults(rules: FaultRule[]): Promise<void> {
  const response = await ctx.app.inject({ method: 'PUT', url: '/__faults', payload: rules });
  expect(response.statusCode, response.body).toBe(200);
}

async function receivedCalls(): Promise<ReceivedCall[]> {
  return (await ctx.app.inject({ url: '/__calls' })).json<ReceivedCall[]>();
}

const themeStatus = async (path = '/api/theme/terres') => (await ctx.app.inject({ url: path })).statusCode;
const login = () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'proprietaire@demo.fr', password: DEMO_PASSWORD },
  });

const anyTime: unknown = expect.any(String);

/** How a request failed without an HTTP answer: the error's name and the network error's code under it. */
async function failure(request: Promise<Response>): Promise<{ name?: string; code?: string }> {
  const error = await request.then(
    () => undefined,
    (e: unknown) => e as { name?: string; cause?: { code?: string } },
  );
  expect(error, 'an HTTP answer came back').toBeDefined();
  return { name: error?.name, code: error?.cause?.code };
}

describe('fault injection switched off (the normal run)', () => {
  it('has no control routes: they answer 404 like any unknown path', async () => {
    for (const [method, path] of [
      ['PUT', '/__faults'],
      ['GET', '/__faults'],
      ['DELETE', '/__faults'],
      ['GET', '/__calls'],
      ['DELETE', '/__calls'],
    ] as const) {
      const response = await withoutFaults.inject({
        method,
        url: path,
        ...(method === 'PUT'
          ? { payload: [{ path: '/api/theme/terres', fault: { kind: 'status', status: 503 } }] }
          : {}),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Ressource introuvable.', affichable: false });
    }
    expect((await withoutFaults.inject({ url: '/api/theme/terres' })).statusCode).toBe(200);
  });

  it('is on only when LEGACY_FAULTS is "on"', () => {
    expect(loadConfig({}).faults).toBe(false);
    expect(loadConfig({ LEGACY_FAULTS: 'off' }).faults).toBe(false);
    expect(loadConfig({ LEGACY_FAULTS: 'on' }).faults).toBe(true);
    expect(() => loadConfig({ LEGACY_FAULTS: 'yes' })).toThrow(/LEGACY_FAULTS/);
  });
});

describe('fault kinds', () => {
  it('latency delays the real answer by at least ms', async () => {
    await setFaults([{ path: '/api/theme/terres', fault: { kind: 'latency', ms: 150 } }]);
    const started = performance.now();
    const response = await fetch(`${url}/api/theme/terres`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 'terres' });
  });

  it('status answers that status with {message, affichable:false} without running the route', async () => {
    await setFaults([{ path: '/api/auth/login', fault: { kind: 'status', status: 503 } }]);
    const response = await login();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: "Panne simulée par l'émulateur (statut 503).",
      affichable: false,
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('status answers the given text as plain text, as the legacy does for a file it does not have', async () => {
    await setFaults([
      { path: '/api/theme/terres', fault: { kind: 'status', status: 200, text: 'Aucun fichier' } },
    ]);
    const answer = await ctx.app.inject({ url: '/api/theme/terres' });
    expect([answer.statusCode, answer.headers['content-type'], answer.body]).toEqual([
      200,
      'text/plain; charset=utf-8',
      'Aucun fichier',
    ]);
  });

  it('status answers the given body instead, and the contract message of a 401', async () => {
    await setFaults([
      { path: '/api/theme/terres', fault: { kind: 'status', status: 200, body: { code: 'terres' } } },
      { path: '/api/theme/vignes', fault: { kind: 'status', status: 401 } },
    ]);
    const partial = await ctx.app.inject({ url: '/api/theme/terres' });
    expect([partial.statusCode, partial.json()]).toEqual([200, { code: 'terres' }]);
    const expired = await ctx.app.inject({ url: '/api/theme/vignes' });
    expect([expired.statusCode, expired.json()]).toEqual([
      401,
      { message: 'Session expirée, veuillez vous reconnecter.', affichable: false },
    ]);
  });

  it('hang never answers: the client gives up on its own timeout', async () => {
    await setFaults([{ path: '/api/theme/terres', fault: { kind: 'hang' } }]);
    const gaveUp = await failure(fetch(`${url}/api/theme/terres`, { signal: AbortSignal.timeout(200) }));
    expect(gaveUp.name).toBe('TimeoutError');
    expect(await receivedCalls()).toEqual([
      expect.objectContaining({ url: '/api/theme/terres', status: null, fault: 'hang' }),
    ]);
  });

  it('reset destroys the connection without an HTTP answer', async () => {
    await setFaults([{ path: '/api/theme/terres', fault: { kind: 'reset' } }]);
    expect((await failure(fetch(`${url}/api/theme/terres`))).code).toBe('ECONNRESET');
    expect((await receivedCalls())[0]).toMatchObject({ status: null, fault: 'reset' });
  });

  it('closing the emulator ends hung and delayed calls at once', async () => {
    const app = await buildOnSameDb(true);
    const own = await app.listen({ port: 0, host: '127.0.0.1' });
    await app.inject({
      method: 'PUT',
      url: '/__faults',
      payload: [
        { path: '/api/theme/terres', fault: { kind: 'hang' } },
        { path: '/api/theme/vignes', fault: { kind: 'latency', ms: 60_000 } },
      ],
    });
    const outcomes = [fetch(`${own}/api/theme/terres`), fetch(`${own}/api/theme/vignes`)].map((request) =>
      request.then(
        () => 'answered',
        () => 'connection closed',
      ),
    );
    await expect.poll(async () => (await app.inject({ url: '/__calls' })).json<unknown[]>().length).toBe(2);
    const started = performance.now();
    await app.close();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await Promise.all(outcomes)).toEqual(['connection closed', 'connection closed']);
  });
});

describe('which calls a rule applies to', () => {
  it('after skips the first matching calls and times spends the rule', async () => {
    await setFaults([
      { path: '/api/theme/terres', fault: { kind: 'status', status: 503 }, after: 1, times: 2 },
    ]);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await themeStatus());
    expect(statuses).toEqual([200, 503, 503, 200]);
    expect((await ctx.app.inject({ url: '/__faults' })).json()).toEqual([
      {
        path: '/api/theme/terres',
        fault: { kind: 'status', status: 503 },
        after: 1,
        times: 2,
        matched: 4,
        fired: 2,
      },
    ]);
  });

  it('method filters by HTTP method, in any case', async () => {
    await setFaults([{ method: 'post', path: '/api/*', fault: { kind: 'status', status: 500 } }]);
    expect(await themeStatus()).toBe(200);
    const response = await login();
    expect([response.statusCode, response.json()]).toEqual([
      500,
      { message: "Une erreur interne s'est produite", affichable: false },
    ]);
  });

  it('a path ending with * is a prefix, any other is exact, and the query is ignored', async () => {
    await setFaults([
      { path: '/api/theme/*', fault: { kind: 'status', status: 502 } },
      { path: '/openapi', fault: { kind: 'status', status: 504 } },
    ]);
    expect(await themeStatus('/api/theme/terres')).toBe(502);
    expect(await themeStatus('/api/theme/vignes?x=1')).toBe(502);
    expect(await themeStatus('/api/themes')).toBe(404);
    expect(await themeStatus('/openapi.json')).toBe(200);
  });

  it('the first applicable rule fires and every matching rule counts the call', async () => {
    await setFaults([
      { path: '/api/theme/terres', fault: { kind: 'status', status: 503 }, times: 1 },
      { path: '/api/theme/*', fault: { kind: 'status', status: 504 } },
    ]);
    expect([await themeStatus(), await themeStatus()]).toEqual([503, 504]);
    const rules = (await ctx.app.inject({ url: '/__faults' })).json<{ matched: number; fired: number }[]>();
    expect(rules.map(({ matched, fired }) => [matched, fired])).toEqual([
      [2, 1],
      [2, 1],
    ]);
  });

  it('DELETE /__faults clears the rules', async () => {
    await setFaults([{ path: '/api/theme/terres', fault: { kind: 'status', status: 503 } }]);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/__faults' })).statusCode).toBe(204);
    expect(await themeStatus()).toBe(200);
    expect((await ctx.app.inject({ url: '/__faults' })).json()).toEqual([]);
  });

  it('refuses a bad rule with a French 400 and keeps the current rules', async () => {
    await setFaults([{ path: '/api/theme/terres', fault: { kind: 'status', status: 503 } }]);
    const cases: [unknown, string][] = [
      [[{ path: '/api/x', fault: { kind: 'status' } }], 'le champ « status » est obligatoire'],
      [[{ path: '/api/x', fault: { kind: 'latency' } }], 'le champ « ms » est obligatoire'],
      [[{ path: '/api/x', fault: { kind: 'slow' } }], 'le champ « 0.fault.kind » est invalide'],
      [[{ path: 'api/x', fault: { kind: 'hang' } }], 'le champ « 0.path » est invalide'],
      [
        [{ path: '/a', fault: { kind: 'hang' }, times: 0 }],
        'le champ « 0.times » doit être supérieur ou égal à 1',
      ],
      [[{ path: '/a', fault: { kind: 'reset', ms: 3 } }], "le champ « ms » n'est pas attendu"],
      [{ path: '/a' }, 'la valeur doit être une liste'],
    ];
    for (const [payload, what] of cases) {
      const response = await ctx.app.inject({ method: 'PUT', url: '/__faults', payload: payload as object });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: `Requête invalide (le corps de la requête) : ${what}.`,
        affichable: true,
      });
    }
    expect(await themeStatus()).toBe(503);
  });
});

describe('the call log', () => {
  it('lists the calls received with path and query, request id, time and status sent, control calls left out', async () => {
    await setFaults([{ method: 'POST', path: '/api/auth/login', fault: { kind: 'status', status: 503 } }]);
    const before = Date.now();
    await ctx.app.inject({ url: '/api/theme/terres?v=2', headers: { 'x-request-id': 'req-1' } });
    await login();
    await ctx.app.inject({ url: '/api/nulle-part' });
    const calls = await receivedCalls();
    expect(calls).toEqual([
      {
        method: 'GET',
        url: '/api/theme/terres?v=2',
        requestId: 'req-1',
        at: anyTime,
        status: 200,
        fault: null,
      },
      {
        method: 'POST',
        url: '/api/auth/login',
        requestId: null,
        at: anyTime,
        status: 503,
        fault: 'status',
      },
      {
        method: 'GET',
        url: '/api/nulle-part',
        requestId: null,
        at: anyTime,
        status: 404,
        fault: null,
      },
    ]);
    expect(Date.parse(calls[0]!.at)).toBeGreaterThanOrEqual(before - 1);
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/auth/login')).toHaveLength(1);

    expect((await ctx.app.inject({ method: 'DELETE', url: '/__calls' })).statusCode).toBe(204);
    expect(await receivedCalls()).toEqual([]);
  });

  it('shows a delayed call while it is still pending', async () => {
    await setFaults([{ path: '/api/theme/terres', fault: { kind: 'latency', ms: 300 } }]);
    const answer = fetch(`${url}/api/theme/terres`);
    await expect.poll(receivedCalls).toEqual([expect.objectContaining({ status: null, fault: 'latency' })]);
    expect((await answer).status).toBe(200);
    expect((await receivedCalls())[0]).toMatchObject({ status: 200 });
  });

  it('is published in /openapi.json when faults are on', async () => {
    const spec = (await ctx.app.inject({ url: '/openapi.json' })).json<{ paths: Record<string, object> }>();
    expect(Object.keys(spec.paths['/__faults'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(spec.paths['/__calls'] ?? {}).sort()).toEqual(['delete', 'get']);
  });
});
