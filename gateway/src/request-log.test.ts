import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildGateway } from './app.ts';
import { loadConfig } from './config.ts';
import {
  legacyDossier,
  ownerRoutes,
  SESSION,
  startFakeLegacy,
  TEST_COOKIE_SECRET,
} from './testing/fake-legacy.ts';

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let app: Awaited<ReturnType<typeof buildGateway>>;
let logLines: string[];

beforeEach(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
  logLines = [];
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      WEB_DIST_DIR: '/nonexistent',
      COOKIE_SECRET: TEST_COOKIE_SECRET,
    }),
    legacyApiUrl: legacy.url,
  };
  app = await buildGateway(config, { logStream: { write: (line: string) => logLines.push(line) } });
  logLines.length = 0;
});

afterEach(async () => {
  await app.close();
  await legacy.close();
});

it('writes the request id on every log line of a request, the masked error’s detail included, and sends it to the legacy', async () => {
  // A role far outside GraphQL's 32-bit Int: graphql-js cannot send it, and the answer masks the error.
  legacy.routes['GET /api/user/dossiers'] = () => ({
    body: [legacyDossier('AGR001', 'EARL des Aulnes', { idRole: 98765432101 })],
  });
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-graphql-yoga-csrf': '1',
      'x-request-id': 'suivi-7',
      cookie: SESSION,
    },
    payload: JSON.stringify({ query: 'query Suivi { viewer { id dossiers { id idRole } } }' }),
  });
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toMatch(/Int cannot represent/);

  const lines = logLines.map(
    (line) => JSON.parse(line) as { reqId?: string; msg?: string; err?: { message: string; stack: string } },
  );
  expect(lines.filter((line) => line.err)).toEqual([
    expect.objectContaining({
      reqId: 'suivi-7',
      msg: 'unexpected error, masked in the answer',
      err: expect.objectContaining({
        message: expect.stringMatching(/^Int cannot represent non 32-bit signed integer value/) as string,
        stack: expect.stringContaining('\n    at ') as string,
      }) as object,
    }),
  ]);
  expect(lines.some((line) => line.msg === 'graphql operation done')).toBe(true);
  expect(lines.filter((line) => line.reqId !== 'suivi-7')).toEqual([]);

  expect(legacy.calls.length).toBeGreaterThan(0);
  expect(legacy.calls.map((call) => call.headers['x-request-id'])).toEqual(legacy.calls.map(() => 'suivi-7'));
});

it('gives a request without an id one of its own, on its log lines and its answer', async () => {
  const response = await app.inject({ method: 'GET', url: '/healthz' });
  const id = response.headers['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const lines = logLines.map((line) => JSON.parse(line) as { reqId?: string });
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line.reqId === id)).toBe(true);
});
