import { describe, expect, it } from 'vitest';
import { postGraphQL, SESSION, startGatewayAgainst, useOwnerStack } from '../testing/fake-legacy.ts';

const stack = useOwnerStack();

const MEGABYTE = 1024 * 1024;

/** An operation that calls the legacy when it runs, padded with an unused variable to the wanted size. */
const paddedTo = (bytes: number) => {
  const operation = { query: '{ viewer { dossiers { codeDossier } } }', variables: { bourrage: '' } };
  const padding = bytes - JSON.stringify(operation).length;
  return JSON.stringify({ ...operation, variables: { bourrage: 'x'.repeat(padding) } });
};

const post = (payload: string, contentType = 'application/json') =>
  stack.gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': contentType, 'x-graphql-yoga-csrf': '1', cookie: SESSION },
    payload,
  });

describe('a body the gateway cannot read', () => {
  it.each([
    ['not JSON', '{"query":', 'application/json', 400, 'BAD_REQUEST'],
    // JSON.parse would make `__proto__` an own key that some code could later spread into a prototype.
    [
      'a __proto__ key',
      '{"query":"{ viewer { id } }","variables":{"x":{"__proto__":{"admin":true}}}}',
      'application/json',
      400,
      'BAD_REQUEST',
    ],
    [
      'a constructor.prototype key',
      '{"query":"{ viewer { id } }","constructor":{"prototype":{}}}',
      'application/json',
      400,
      'BAD_REQUEST',
    ],
    ['empty', '', 'application/json', 400, 'BAD_REQUEST'],
    ['of an unknown type', '<query/>', 'text/xml', 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ])(
    'is refused in the GraphQL shape when it is %s, without reaching the legacy',
    async (_, payload, type, status, code) => {
      const response = await post(payload, type);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({
        errors: [{ message: expect.stringMatching(/^[A-Z].+\.$/) as unknown, extensions: { code } }],
      });
      expect(stack.legacy.calls).toHaveLength(0);
    },
  );
});

describe('request body limit', () => {
  it('answers 413 to a JSON body over 1 MB without reaching the legacy', async () => {
    const response = await post(paddedTo(MEGABYTE + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      errors: [{ message: 'La requête est trop volumineuse.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    expect(stack.legacy.calls).toHaveLength(0);
    expect(stack.gateway.upstream).toHaveLength(0);
  });

  it('still runs a JSON body of exactly 1 MB', async () => {
    const response = await post(paddedTo(MEGABYTE));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { viewer: { dossiers: [{ codeDossier: 'AGR001' }, {}] } },
    });
  });

  it('follows BODY_LIMIT_BYTES', async () => {
    const strict = await startGatewayAgainst(stack.legacy.url, { BODY_LIMIT_BYTES: '2048' });
    try {
      const { response } = await postGraphQL(
        strict.app,
        { query: '{ viewer { id } }', variables: { bourrage: 'x'.repeat(2048) } },
        { cookie: SESSION },
      );
      expect(response.statusCode).toBe(413);
      expect(stack.legacy.calls).toHaveLength(0);
    } finally {
      await strict.app.close();
    }
  });
});
