import { readFileSync } from 'node:fs';
import { typeDefs } from '@portal/schema/sdl';
import { Kind, parse } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  ownerRoutes,
  postGraphQL,
  SESSION,
  startGatewayAgainst,
  useOwnerStack,
} from '../testing/fake-legacy.ts';
import { estimateLegacyCalls, LEGACY_CALLS, useLegacyCallBudget } from './upstream-budget.ts';

const stack = useOwnerStack();

// Built as the gateway builds it, with the same graphql-js instance the estimate's library uses.
const schema = createSchema({ typeDefs });
const DEFAULT_LIMIT = loadConfig({}).legacyCallsPerRequest;

const tourAliases = Array.from(
  { length: 15 },
  (_, i) => `t${i}: tourInProgress(routeName: "r${i}") { code }`,
);
const TOUR_FLOOD = `{ viewer { ${tourAliases.join(' ')} } }`;

async function expectRefusedBeforeTheLegacy(payload: Parameters<typeof postGraphQL>[1]) {
  const { json } = await postGraphQL(stack.gateway.app, payload, { cookie: SESSION });
  expect(json().errors?.map((e) => e.extensions?.code)).toEqual(['TOO_MANY_UPSTREAM_CALLS']);
  expect(json().errors?.[0]?.message).toBe(
    'Cette requête demande trop de données à la fois, veuillez la découper.',
  );
  expect(stack.legacy.calls).toHaveLength(0);
  expect(stack.gateway.upstream).toHaveLength(0);
}

describe('the legacy calls of one HTTP request', () => {
  it('refuses a batch of 10 operations of 15 aliased tours before any legacy call', async () => {
    await expectRefusedBeforeTheLegacy(Array.from({ length: 10 }, () => ({ query: TOUR_FLOOD })));
  });

  it('refuses 15 aliases of a file’s data before any legacy call', async () => {
    const subtree = 'appointments { nodes { id } } events { nodes { id } } keyFigures { id } permissions';
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `d${i}: dossier(codeDossier: "AGR001") { ${subtree} }`,
    );
    await expectRefusedBeforeTheLegacy({ query: `{ ${aliases.join(' ')} }` });
  });

  it('runs one operation of 15 aliased tours, within the budget, one call each', async () => {
    for (let i = 0; i < 15; i++)
      stack.legacy.routes[`GET /api/parcours/encours/r${i}`] = () => ({ status: 204 });
    const { json } = await postGraphQL(stack.gateway.app, { query: TOUR_FLOOD }, { cookie: SESSION });
    expect(json().errors).toBeUndefined();
    expect(stack.legacy.calls.filter((c) => c.path.startsWith('/api/parcours/'))).toHaveLength(15);
  });

  it('refuses, before sending it, each call beyond LEGACY_CALLS_PER_REQUEST that a list’s items ask for', async () => {
    const gateway = await startGatewayAgainst(stack.legacy.url, { LEGACY_CALLS_PER_REQUEST: '4' });
    const rights = ownerRoutes()['GET /api/droits']!;
    stack.legacy.routes['GET /api/droits'] = async (call) => {
      const answer = await rights(call);
      const body = answer.body as { mesDroits: { dossiers: { codeDossier: string; modules: string[] }[] } };
      body.mesDroits.dossiers.push({ codeDossier: 'VIT002', modules: ['mod_chiffres'] });
      return answer;
    };
    stack.legacy.routes['GET /api/chiffres/accueil/VIT002'] = () => ({
      body: { dateMiseAJour: '2026-11-01T00:00:00.000Z', chiffres: [] },
    });
    try {
      // Three fields to read, five calls to make: the session check, the files, the rights, each file's figures.
      const { json } = await postGraphQL(
        gateway.app,
        { query: '{ viewer { dossiers { codeDossier keyFigures { id } } } }' },
        { cookie: SESSION },
      );
      expect(json().errors?.map((e) => e.extensions?.code)).toEqual(['TOO_MANY_UPSTREAM_CALLS']);
      expect(json().errors?.[0]?.path).toEqual(['viewer', 'dossiers', expect.any(Number), 'keyFigures']);
      expect(stack.legacy.calls).toHaveLength(4);
      expect(gateway.upstream).toHaveLength(4);
    } finally {
      await gateway.app.close();
    }
  });
});

describe('the estimate of legacy calls', () => {
  it('names only fields of the schema', () => {
    for (const key of Object.keys(LEGACY_CALLS)) {
      const [type = '', field = ''] = key.split('.');
      const fields = (schema.getType(type) as { getFields?: () => Record<string, unknown> }).getFields?.();
      expect(fields?.[field], key).toBeDefined();
    }
  });

  it('leaves the web app’s heaviest request, the cold load of the home, well under the default budget', () => {
    const file = new URL('../../../web/src/gql/persisted-documents.json', import.meta.url);
    const texts = Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
    const text = (name: string) =>
      texts.find((t) =>
        parse(t).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name),
      ) ?? '';
    const coldLoad =
      estimateLegacyCalls(schema, text('Shell'), { variables: { wanted: 'AGR001' } }) +
      estimateLegacyCalls(schema, text('Home'), { variables: { codeDossier: 'AGR001' } });
    // Each place a field is asked counts: the estimate is above the 11 calls the loaders actually make.
    expect(coldLoad).toBeGreaterThanOrEqual(11);
    expect(coldLoad).toBeLessThanOrEqual(DEFAULT_LIMIT * 0.7);
  });
});

describe('the estimate of a trusted document', () => {
  // Ten tours, five of them only when `$many` is true: 6 calls without them, 11 with, for a budget of 8.
  const tours = Array.from(
    { length: 10 },
    (_, i) => `t${i}: tourInProgress(routeName: "r${i}")${i < 5 ? '' : ' @include(if: $many)'} { code }`,
  );
  const TOURS = `query Tours($many: Boolean!) { viewer { ${tours.join(' ')} } }`;
  const HASH = `sha256:${'0'.repeat(64)}`;
  const yoga = createYoga({
    schema,
    plugins: [
      useLegacyCallBudget({
        limit: 8,
        documents: { text: (hash) => (hash === HASH ? TOURS : null) },
      }),
    ],
  });
  const send = async (many: boolean) => {
    const response = await yoga.fetch('http://portail.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: 'Tours',
        variables: { many },
        extensions: { persistedQuery: { version: 1, sha256Hash: HASH } },
      }),
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    return body.errors?.map((e) => e.extensions?.code);
  };

  it('is made again for each request when the variables choose the fields (@include)', async () => {
    expect(await send(false)).not.toContain('TOO_MANY_UPSTREAM_CALLS');
    expect(await send(true)).toEqual(['TOO_MANY_UPSTREAM_CALLS']);
    expect(await send(false)).not.toContain('TOO_MANY_UPSTREAM_CALLS');
  });
});
