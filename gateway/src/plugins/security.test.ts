import { describe, expect, it } from 'vitest';
import { postGraphQL, SESSION, useOwnerStack, withoutCost } from '../testing/fake-legacy.ts';

const stack = useOwnerStack();

const multipartPost = (headers: Record<string, string>) => {
  const boundary = 'limite';
  const payload = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="operations"',
    '',
    JSON.stringify({ query: 'mutation { signOut { ok } }' }),
    `--${boundary}`,
    'Content-Disposition: form-data; name="map"',
    '',
    '{}',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return stack.gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: SESSION, ...headers },
    payload,
  });
};

describe('request limits', () => {
  it('refuses a POST a foreign page could send (no CSRF header) before running it', async () => {
    const response = await multipartPost({});
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Required CSRF header(s) not present');
    expect(stack.legacy.calls).toHaveLength(0);
  });

  it('runs the same POST when the web app’s CSRF header is present', async () => {
    const response = await multipartPost({ 'x-graphql-yoga-csrf': '1' });
    expect(withoutCost(response.json())).toEqual({ data: { signOut: { ok: true } } });
  });

  it('refuses a query deeper than 12 levels before any legacy call', async () => {
    const nested = (depth: number): string => (depth === 0 ? 'name' : `name ofType { ${nested(depth - 1)} }`);
    const query = `{ viewer { id } __type(name: "Viewer") { fields { type { ${nested(10)} } } } }`;
    const { json } = await postGraphQL(stack.gateway.app, { query }, { cookie: SESSION });
    expect(json().data).toBeUndefined();
    expect(json().errors?.[0]?.message).toMatch(/depth/i);
    expect(stack.legacy.calls).toHaveLength(0);
  });

  it('hides field suggestions outside development', async () => {
    const { json } = await postGraphQL(stack.gateway.app, { query: '{ viewr { id } }' });
    expect(json().errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});

describe('request ids', () => {
  it('keeps the caller’s x-request-id and forwards it to the legacy', async () => {
    const response = await stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-request-id': 'essai-42', cookie: SESSION },
      payload: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(response.headers['x-request-id']).toBe('essai-42');
    expect(stack.legacy.calls[0]?.headers['x-request-id']).toBe('essai-42');
    expect(stack.gateway.upstream[0]?.operationRequestId).toBe('essai-42');
  });
});
