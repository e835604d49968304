import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ownerRoutes,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
} from './testing/fake-legacy.ts';

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;

beforeEach(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
  gateway = await startGatewayAgainst(legacy.url);
});

afterEach(async () => {
  await gateway.app.close();
  await legacy.close();
});

const MEGABYTE = 1024 * 1024;

/** An operation that calls the legacy when it runs, padded with an unused variable to the wanted size. */
const paddedTo = (bytes: number) => {
  const operation = { query: '{ viewer { dossiers { codeDossier } } }', variables: { bourrage: '' } };
  const padding = bytes - JSON.stringify(operation).length;
  return JSON.stringify({ ...operation, variables: { bourrage: 'x'.repeat(padding) } });
};

const post = (payload: string) =>
  gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie: SESSION },
    payload,
  });

describe('request body limit', () => {
  it('answers 413 to a JSON body over 1 MB without reaching the legacy', async () => {
    const response = await post(paddedTo(MEGABYTE + 1));
    expect(response.statusCode).toBe(413);
    expect(legacy.calls).toHaveLength(0);
    expect(gateway.upstream).toHaveLength(0);
  });

  it('still runs a JSON body of exactly 1 MB', async () => {
    const response = await post(paddedTo(MEGABYTE));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { viewer: { dossiers: [{ codeDossier: 'AGR001' }, {}] } },
    });
  });

  it('follows BODY_LIMIT_BYTES', async () => {
    const strict = await startGatewayAgainst(legacy.url, { BODY_LIMIT_BYTES: '2048' });
    try {
      const { response } = await postGraphQL(
        strict.app,
        { query: '{ viewer { id } }', variables: { bourrage: 'x'.repeat(2048) } },
        { cookie: SESSION },
      );
      expect(response.statusCode).toBe(413);
      expect(legacy.calls).toHaveLength(0);
    } finally {
      await strict.app.close();
    }
  });
});
