import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownerRoutes, SESSION, startFakeLegacy, startGatewayAgainst } from '../testing/fake-legacy.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;

beforeEach(async () => {
  legacy = await startFakeLegacy({
    ...ownerRoutes(),
    'GET /api/notifications/image/rdv': () => ({
      raw: SVG,
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'private, max-age=3600' },
    }),
  });
  gateway = await startGatewayAgainst(legacy.url);
});

afterEach(async () => {
  await gateway.app.close();
  await legacy.close();
});

describe('file routes', () => {
  it('streams the legacy picture with its type and cache headers to a signed-in person', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/fichiers/notifications/image/rdv',
      headers: { cookie: SESSION },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.body).toBe(SVG);
    expect(legacy.calls.at(-1)?.headers.cookie).toBe('LEGACY_SESSION=jeton-proprietaire');
  });

  it('answers 401 without a session and never calls the legacy', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/fichiers/events/12/icon' });
    expect(response.statusCode).toBe(401);
    expect(legacy.calls).toHaveLength(0);
  });

  it('refuses an odd path parameter before it reaches the legacy', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/fichiers/accueil/sections/..%2F..%2Fdroits/image',
      headers: { cookie: SESSION },
    });
    expect(response.statusCode).toBe(400);
    expect(legacy.calls).toHaveLength(0);
  });

  it('passes a legacy 404 on', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/fichiers/notifications/image/inconnue',
      headers: { cookie: SESSION },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('health', () => {
  it('answers ok on /healthz', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready on /readyz when the legacy API answers', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('is not ready on /readyz when the legacy API is unreachable', async () => {
    const unreachable = await startGatewayAgainst('http://127.0.0.1:9');
    const response = await unreachable.app.inject({ method: 'GET', url: '/readyz' });
    await unreachable.app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'legacy-unreachable' });
  });
});

describe('file routes with an expired legacy session', () => {
  it('answers 401 when the legacy no longer knows the session', async () => {
    legacy.routes['GET /api/notifications/image/rdv'] = () => ({
      status: 401,
      body: { message: 'Session expirée, veuillez vous reconnecter.', affichable: false },
    });
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/fichiers/notifications/image/rdv',
      headers: { cookie: SESSION },
    });
    expect(response.statusCode).toBe(401);
    // One call: the picture itself, sent with the session; the legacy is the judge of it.
    expect(legacy.calls.map((c) => c.path)).toEqual(['/api/notifications/image/rdv']);
  });
});
