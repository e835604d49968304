import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  legacyDossier,
  ownerRoutes,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
} from './testing/fake-legacy.ts';
import type { GraphQLAnswer } from './testing/fake-legacy.ts';
import { startProductionGatewayAgainst } from './testing/production-gateway.ts';

const MASKED = "Une erreur interne s'est produite";
const FILES = 'GET /api/user/dossiers';
const FILES_QUERY = '{ viewer { dossiers { codeDossier idRole } } }';

/** A file as the contract describes it, except for a role far outside GraphQL's 32-bit Int. */
const fileWithHugeRole = legacyDossier('AGR001', 'EARL des Aulnes', { idRole: 98765432101 });

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;

beforeEach(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
});

afterEach(async () => {
  await legacy.close();
});

async function post(
  app: Awaited<ReturnType<typeof startGatewayAgainst>>['app'],
  query: string,
  cookie: string,
  accept = 'application/graphql-response+json',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept, 'x-graphql-yoga-csrf': '1', cookie },
    payload: JSON.stringify({ query }),
  });
  return { status: response.statusCode, body: response.body, json: response.json<GraphQLAnswer>() };
}

describe('errors in production', () => {
  let gateway: Awaited<ReturnType<typeof startProductionGatewayAgainst>>;

  beforeEach(async () => {
    gateway = await startProductionGatewayAgainst(legacy.url);
  });

  afterEach(async () => {
    await gateway.app.close();
  });

  it('masks garbage from the legacy (not JSON) without stack or legacy detail', async () => {
    legacy.routes[FILES] = () => ({ raw: '<html>SQLSTATE[42S02] table dossiers introuvable</html>' });
    const { body, json } = await post(gateway.app, FILES_QUERY, gateway.session);
    expect(json.errors).toEqual([
      expect.objectContaining({
        message: MASKED,
        path: ['viewer', 'dossiers'],
        extensions: { code: 'UPSTREAM_ERROR', affichable: false },
      }),
    ]);
    expect(body).not.toMatch(/SQLSTATE|stack|\.ts:/);
  });

  it('masks a value graphql-js cannot send (an Int out of range) instead of quoting it', async () => {
    legacy.routes[FILES] = () => ({ body: [fileWithHugeRole] });
    const { body, json } = await post(gateway.app, FILES_QUERY, gateway.session);
    expect(json.errors).toEqual([
      expect.objectContaining({
        message: MASKED,
        path: ['viewer', 'dossiers', 0, 'idRole'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      }),
    ]);
    expect(body).not.toMatch(/98765432101|Int cannot represent|stack/);
  });

  it('keeps a parse error clear, with GRAPHQL_PARSE_FAILED and 400 (GraphQL over HTTP)', async () => {
    const { status, json } = await post(gateway.app, '{ viewer { id ', gateway.session);
    expect(status).toBe(400);
    expect(json).toEqual({
      errors: [
        {
          message: 'Syntax Error: Expected Name, found <EOF>.',
          locations: [{ line: 1, column: 15 }],
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        },
      ],
    });
    expect(legacy.calls).toHaveLength(0);
  });

  it('keeps a validation error clear, with GRAPHQL_VALIDATION_FAILED and 400 (GraphQL over HTTP)', async () => {
    const { status, json } = await post(gateway.app, '{ viewer { motDePasse } }', gateway.session);
    expect(status).toBe(400);
    expect(json).toEqual({
      errors: [
        {
          message: 'Cannot query field "motDePasse" on type "Viewer".',
          locations: [{ line: 1, column: 12 }],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
    expect(legacy.calls).toHaveLength(0);
  });

  it('answers 200 with the same errors to a client that only accepts application/json (legacy watershed)', async () => {
    const parse = await post(gateway.app, '{ viewer { id ', gateway.session, 'application/json');
    const validation = await post(
      gateway.app,
      '{ viewer { motDePasse } }',
      gateway.session,
      'application/json',
    );
    expect([parse.status, validation.status]).toEqual([200, 200]);
    expect(parse.json.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
    expect(validation.json.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });
});

describe('errors in development', () => {
  it('masks an unexpected error as in production: no detail and no stack in the answer', async () => {
    const gateway = await startGatewayAgainst(legacy.url, { NODE_ENV: 'development' });
    try {
      legacy.routes[FILES] = () => ({ body: [fileWithHugeRole] });
      const { response, json } = await postGraphQL(gateway.app, { query: FILES_QUERY }, { cookie: SESSION });
      expect(json().errors).toEqual([
        expect.objectContaining({
          message: MASKED,
          path: ['viewer', 'dossiers', 0, 'idRole'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        }),
      ]);
      expect(response.body).not.toMatch(/98765432101|stack|originalError|\bat \S+ \(/);
    } finally {
      await gateway.app.close();
    }
  });
});
