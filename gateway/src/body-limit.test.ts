import { describe, expect, it } from 'vitest';
import { postGraphQL, SESSION, startGatewayAgainst, useOwnerStack } from './testing/fake-legacy.ts';

const stack = useOwnerStack();

const MEGABYTE = 1024 * 1024;

/** An operation that calls the legacy when it runs, padded with an unused variable to the wanted size. */
const paddedTo = (bytes: number) => {
  const operation = { query: '{ viewer { dossiers { codeDossier } } }', variables: { bourrage: '' } };
  const padding = bytes - JSON.stringify(operation).length;
  return JSON.stringify({ ...operation, variables: { bourrage: 'x'.repeat(padding) } });
};

const post = (payload: string) =>
  stack.gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie: SESSION },
    payload,
  });

describe('request body limit', () => {
  it('answers 413 to a JSON body over 1 MB without reaching the legacy', async () => {
    const response = await post(paddedTo(MEGABYTE + 1));
    expect(response.statusCode).toBe(413);
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
