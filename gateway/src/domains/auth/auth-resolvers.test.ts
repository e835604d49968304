import { TOO_MANY_ATTEMPTS_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from '@portal/schema/rules/sign-in';
import { describe, expect, it } from 'vitest';
import { PASSWORD, postGraphQL, SESSION, TOKEN, useOwnerStack } from '../../testing/fake-legacy.ts';

const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      viewer {
        login
        isCollaborateur
      }
      errors {
        field
        message
      }
    }
  }
`;

const stack = useOwnerStack();

describe('sign-in and sign-out', () => {
  it('refuses the viewer to a signed-out visitor (401 UNAUTHENTICATED) without asking the legacy', async () => {
    const { json, response } = await postGraphQL(stack.gateway.app, { query: '{ viewer { id } }' });
    expect(response.statusCode).toBe(401);
    expect(json().errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(stack.legacy.calls).toHaveLength(0);
  });

  it('opens an HttpOnly SameSite=Lax session cookie for 12 hours on success and never echoes the password', async () => {
    const { response, json } = await postGraphQL(stack.gateway.app, {
      query: SIGN_IN,
      variables: { input: { login: 'proprietaire@demo.fr', password: PASSWORD } },
    });
    expect(json()).toEqual({
      data: { signIn: { viewer: { login: 'proprietaire@demo.fr', isCollaborateur: false }, errors: [] } },
    });
    const cookie = String(response.headers['set-cookie']);
    const { json: viewer } = await postGraphQL(
      stack.gateway.app,
      { query: '{ viewer { id } }' },
      { cookie: cookie.split(';')[0] },
    );
    expect(viewer()).toEqual({ data: { viewer: { id: 'proprietaire@demo.fr' } } });
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=43200');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(response.body).not.toContain(PASSWORD);
  });

  it('answers wrong credentials with the French message as data, not as an error', async () => {
    const { response, json } = await postGraphQL(stack.gateway.app, {
      query: SIGN_IN,
      variables: { input: { login: 'proprietaire@demo.fr', password: 'mauvais-mot-de-passe' } },
    });
    expect(json()).toEqual({
      data: { signIn: { viewer: null, errors: [{ field: null, message: WRONG_CREDENTIALS_MESSAGE }] } },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).not.toContain('mauvais-mot-de-passe');
  });

  it('names the empty field when the form is incomplete, without calling the legacy', async () => {
    const { json } = await postGraphQL(stack.gateway.app, {
      query: SIGN_IN,
      variables: { input: { login: 'proprietaire@demo.fr', password: '' } },
    });
    expect(json().data).toEqual({
      signIn: {
        viewer: null,
        errors: [{ field: 'input.password', message: 'Veuillez saisir votre mot de passe.' }],
      },
    });
    expect(stack.legacy.calls).toHaveLength(0);
  });

  it('throttles the 11th failed attempt within a minute without reaching the legacy', async () => {
    const attempt = () =>
      postGraphQL(stack.gateway.app, {
        query: SIGN_IN,
        variables: { input: { login: 'proprietaire@demo.fr', password: 'mauvais' } },
      });
    for (let i = 0; i < 10; i += 1) {
      // Sequential on purpose: each failure must be counted before the next attempt.
      const { json } = await attempt();
      expect(json().data).toMatchObject({ signIn: { errors: [{ message: WRONG_CREDENTIALS_MESSAGE }] } });
    }
    const { json } = await attempt();
    expect(json().data).toMatchObject({
      signIn: { viewer: null, errors: [{ message: TOO_MANY_ATTEMPTS_MESSAGE }] },
    });
    expect(stack.legacy.calls.filter((c) => c.path === '/api/auth/login')).toHaveLength(10);
  });

  it('clears the session cookie on sign-out even when the legacy logout fails', async () => {
    stack.legacy.routes['GET /api/auth/logout'] = () => ({
      status: 500,
      body: { message: 'panne', affichable: false },
    });
    const { response, json } = await postGraphQL(
      stack.gateway.app,
      { query: 'mutation { signOut { ok } }' },
      { cookie: SESSION },
    );
    expect(json()).toEqual({ data: { signOut: { ok: false } } });
    expect(String(response.headers['set-cookie'])).toMatch(/^portail_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('tells the browser to erase its caches and stored data on sign-out', async () => {
    const { response } = await postGraphQL(
      stack.gateway.app,
      { query: 'mutation { signOut { ok } }' },
      { cookie: SESSION },
    );
    expect(response.headers['clear-site-data']).toBe('"cache", "storage"');
  });

  it('asks no browser to erase anything on an ordinary answer', async () => {
    const { response } = await postGraphQL(
      stack.gateway.app,
      { query: '{ viewer { id } }' },
      { cookie: SESSION },
    );
    expect(response.headers['clear-site-data']).toBeUndefined();
  });
});

describe('session cookie', () => {
  it('ignores a cookie the gateway did not seal, as if signed out, without asking the legacy', async () => {
    const forged = Buffer.from(
      JSON.stringify({ token: TOKEN, identity: { userId: 'collaborateur', typeUtilisateur: 'collab' } }),
    ).toString('base64url');
    const { json } = await postGraphQL(
      stack.gateway.app,
      { query: '{ viewer { id } }' },
      { cookie: `portail_session=${forged}.c2lnbmF0dXJlLWZhdXNzZQ` },
    );
    expect(json().errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(stack.legacy.calls).toHaveLength(0);
  });
});
