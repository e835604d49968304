import { describe, expect, it } from 'vitest';
import { PASSWORD, postGraphQL, SESSION, useOwnerStack, withoutCost } from '../testing/fake-legacy.ts';

const stack = useOwnerStack();

const VIEWER_FILES = `/graphql?query=${encodeURIComponent('{ viewer { dossiers { codeDossier } } }')}`;

describe('CSRF prevention', () => {
  it('refuses a GET query without the CSRF header (an <img> or link on a foreign page) before any legacy call', async () => {
    const response = await stack.gateway.app.inject({
      method: 'GET',
      url: VIEWER_FILES,
      headers: { accept: 'application/json', cookie: SESSION },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Required CSRF header(s) not present');
    expect(stack.legacy.calls).toHaveLength(0);
  });

  it('runs the same GET when the web app’s CSRF header is present', async () => {
    const response = await stack.gateway.app.inject({
      method: 'GET',
      url: VIEWER_FILES,
      headers: { accept: 'application/json', cookie: SESSION, 'x-graphql-yoga-csrf': '1' },
    });
    expect(response.statusCode).toBe(200);
    expect(withoutCost(response.json())).toEqual({
      data: { viewer: { dossiers: [{ codeDossier: 'AGR001' }, { codeDossier: 'VIT002' }] } },
    });
  });

  it('refuses a text/plain POST (what a foreign <form> or a no-cors fetch can send) without the header', async () => {
    const response = await stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain', cookie: SESSION },
      payload: JSON.stringify({ query: 'mutation { signOut { ok } }' }),
    });
    expect(response.statusCode).toBe(403);
    expect(stack.legacy.calls).toHaveLength(0);
  });

  /*
   * A JSON POST without the CSRF header is let through on purpose, because no foreign page can send one with
   * the person's cookie:
   * - `content-type: application/json` is not a "simple" content type, so a browser asks first with a CORS
   *   preflight (OPTIONS); with `cors: false` the gateway grants no origin, the browser stops there and the
   *   POST never leaves;
   * - HTML forms cannot send JSON (only urlencoded, multipart and text/plain, all refused without the header);
   * - and the session cookie is SameSite=Lax, so a cross-site POST does not carry it at all.
   */
  it('grants no foreign origin on the CORS preflight a browser sends before a cross-site JSON POST', async () => {
    const response = await stack.gateway.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: {
        origin: 'https://site-malveillant.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(stack.legacy.calls).toHaveLength(0);
  });

  it('opens the session with SameSite=Lax, so a cross-site POST goes without the cookie', async () => {
    const { response } = await postGraphQL(stack.gateway.app, {
      query: 'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
      variables: { input: { login: 'proprietaire@demo.fr', password: PASSWORD } },
    });
    const attributes = String(response.headers['set-cookie'])
      .split(';')
      .slice(1)
      .map((a) => a.trim());
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes).toContain('HttpOnly');
  });
});
