import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/accounts.ts';
import { DATABASE_HOOK_TIMEOUT, signIn, startTestApp, stopTestApp } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

describe('POST /api/auth/login', () => {
  it('signs a demo account in and sets an HttpOnly LEGACY_SESSION cookie', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'proprietaire@demo.fr', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'OK',
      userId: 'proprietaire@demo.fr',
      typeUtilisateur: 'client',
    });
    const cookie = response.cookies.find((c) => c.name === 'LEGACY_SESSION');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.path).toBe('/');
  });

  it('tells a collaborator apart from a client', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'collaborateur', password: DEMO_PASSWORD },
    });
    expect(response.json()).toMatchObject({ userId: 'collaborateur', typeUtilisateur: 'collab' });
  });

  it('refuses a wrong password with the displayable French message and no cookie', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'proprietaire@demo.fr', password: 'mauvais' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Identifiant ou mot de passe incorrect.', affichable: true });
    expect(response.cookies).toHaveLength(0);
  });

  it('answers the same message for an unknown login', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'inconnu@demo.fr', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toBe('Identifiant ou mot de passe incorrect.');
  });

  it('answers 400 in French on a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Le corps de la requête n'est pas un JSON valide.",
      affichable: true,
    });
  });

  it('answers 400 naming the missing field when the body lacks the password', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'proprietaire@demo.fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Requête invalide (le corps de la requête) : le champ « password » est obligatoire.',
      affichable: true,
    });
  });
});

describe('GET /api/auth/authenticate', () => {
  it('answers OK with the account for a valid session', async () => {
    const cookie = await signIn(ctx.app, 'associe@demo.fr');
    const response = await ctx.app.inject({ url: '/api/auth/authenticate', headers: { cookie } });
    expect(response.json()).toEqual({ status: 'OK', userId: 'associe@demo.fr', typeUtilisateur: 'client' });
  });

  it('answers KO without a session or with an unknown token', async () => {
    const none = await ctx.app.inject({ url: '/api/auth/authenticate' });
    const forged = await ctx.app.inject({
      url: '/api/auth/authenticate',
      headers: { cookie: 'LEGACY_SESSION=forged' },
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ status: 'KO' });
    expect(forged.json()).toEqual({ status: 'KO' });
  });
});

describe('GET /api/auth/logout', () => {
  it('closes the session and clears the cookie, so the old cookie no longer works', async () => {
    const cookie = await signIn(ctx.app, 'particulier@demo.fr');
    const logout = await ctx.app.inject({ url: '/api/auth/logout?service=portail', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ status: 'OK' });
    expect(logout.cookies.find((c) => c.name === 'LEGACY_SESSION')?.value).toBe('');
    const after = await ctx.app.inject({ url: '/api/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });
});

describe('request ids', () => {
  it('echoes x-request-id', async () => {
    const response = await ctx.app.inject({
      url: '/api/theme/terres',
      headers: { 'x-request-id': 'essai-42' },
    });
    expect(response.headers['x-request-id']).toBe('essai-42');
  });
});

describe('schema validation messages', () => {
  it('says in French that a text body is not a JSON object', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'proprietaire',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Requête invalide (le corps de la requête) : la valeur doit être un objet JSON.',
      affichable: true,
    });
  });
});

describe('unsupported bodies', () => {
  it('answers 415 in French to a body that is neither JSON nor text', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Le corps de la requête doit être au format JSON.',
      affichable: true,
    });
  });
});
