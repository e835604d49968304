import { API_CREDENTIALS_MISSING, API_TOKEN_MALFORMED } from '@portal/schema/rules/api-tokens';
import { describe, expect, it } from 'vitest';
import { useGateway } from './support.ts';

// Issue 46, item 2: a script whose token variable is missing must not export nothing, silently.

const stack = useGateway();

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string } }[];
}

/** What a script sends: JSON, no cookie, no CSRF header; `headers` adds what it has (or lacks). */
async function asScript(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { response, body: (await response.json()) as Answer };
}

describe('a request with neither a session nor a token', () => {
  it('asking only for signed-in data answers 401 UNAUTHENTICATED with the way to authenticate, in French', async () => {
    for (const query of [
      '{ viewer { login dossiers { codeDossier } } }',
      '{ dossier(codeDossier: "AGR001") { raisonSociale } }',
      '{ rateLimit { remaining } }',
      'query Export { ...Figures } fragment Figures on Query { viewer { login } }',
    ]) {
      const { response, body } = await asScript(query);
      expect(response.status, query).toBe(401);
      expect(response.headers.get('www-authenticate'), query).toBe('Bearer realm="portail"');
      expect(body.data, query).toBeUndefined();
      expect(body.errors, query).toEqual([
        { message: API_CREDENTIALS_MISSING, extensions: { code: 'UNAUTHENTICATED', affichable: true } },
      ]);
    }
  });

  it('asking for public and signed-in data gets the public data and UNAUTHENTICATED on the rest', async () => {
    const { response, body } = await asScript('{ theme { code } viewer { login } }');
    expect(response.status).toBe(200);
    expect(body.data).toEqual({ theme: { code: expect.any(String) as string }, viewer: null });
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: API_CREDENTIALS_MISSING,
        path: ['viewer'],
        extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) as object,
      }),
    ]);
  });

  it('asking only for public data answers as before, without an error', async () => {
    const { response, body } = await asScript('{ theme { code } }');
    expect(response.status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ theme: { code: expect.any(String) as string } });
  });

  it('with an Authorization header whose token variable was empty answers 401 UNAUTHENTICATED', async () => {
    for (const authorization of ['Bearer ', 'Bearer', '']) {
      const { response, body } = await asScript('{ theme { code } viewer { login } }', { authorization });
      expect(response.status, authorization).toBe(401);
      expect(body.errors, authorization).toEqual([
        { message: API_TOKEN_MALFORMED, extensions: { code: 'UNAUTHENTICATED' } },
      ]);
    }
  });
});
