import { typeDefs } from '@portal/schema/sdl';
import fc from 'fast-check';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../support/emulator.ts';
import { fuzzTargets } from './graphql-arbitraries.ts';
import type { Samples } from './graphql-arbitraries.ts';
import { legacyCallProblems } from './legacy-call-check.ts';
import { startLegacyRecorder } from './legacy-recorder.ts';
import { DEMO_PASSWORD, startGateway, startOwnEmulatorProcess } from './support.ts';

// Random variables for every mutation of the schema and every field taking arguments, sent as the owner and
// as an anonymous caller: each answer is a well-formed GraphQL response, and nothing invalid reaches the legacy.

// Runs per operation and caller: 14 operations × 2 callers × 20 runs stay within seconds on a busy machine.
const RUNS = 20;

// Values the demo data holds (legacy-api's seed), so that random input also gets past the first checks.
const SAMPLES: Samples = {
  codeDossier: ['AGR001', 'VIT002', 'PAR004', 'DEM005'],
  codeAgent: ['AG101', 'AG102'],
  legacyId: ['rdv-AGR001-1', 'rdv-AGR001-4', '70001', '70003', 'sub-70006-1'],
  eventLegacyId: ['70001', '70003', '70006'],
  routeName: ['home'],
  login: ['proprietaire@demo.fr', 'collaborateur'],
  password: [DEMO_PASSWORD, 'mauvais'],
  reason: ['Bilan annuel', 'Surface < 5 ha\nMerci'],
  telephone: ['06 12 34 56 78'],
  tel: ['06 12 34 56 78'],
  email: ['jeanne@demo.fr'],
  nom: ['Morel'],
  prenom: ['Jeanne'],
  term: ['vign', 'earl'],
};

// Codes of a failure the caller's input must never cause: a bug of the gateway, or a legacy that failed on it.
const NEVER_FOR_INPUT = ['INTERNAL_SERVER_ERROR', 'UPSTREAM_ERROR', 'UPSTREAM_UNAVAILABLE'];

// Sign-in last: its wrong passwords throttle the address the owner signs in again from after a signOut.
const targets = fuzzTargets(buildSchema(typeDefs.join('\n')), SAMPLES).sort(
  (a, b) => Number(a.coordinate === 'Mutation.signIn') - Number(b.coordinate === 'Mutation.signIn'),
);

let emulator: RunningEmulator;
let recorder: Awaited<ReturnType<typeof startLegacyRecorder>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ownerCookie: string | null = null;

beforeAll(async () => {
  emulator = await startOwnEmulatorProcess();
  recorder = await startLegacyRecorder(emulator.url);
  gateway = await startGateway({ legacyUrl: recorder.url });
});

afterAll(async () => {
  await gateway?.close();
  await recorder?.close();
  await emulator?.stop();
});

interface Answer {
  data?: unknown;
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
}

async function post(document: string, variables: unknown, cookie: string | null) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-graphql-yoga-csrf': '1',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query: document, variables }),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

describe.each(['owner', 'anonymous'] as const)('random variables sent as %s', (caller) => {
  it.each(targets.map((t) => [t.coordinate, t] as const))(
    'to %s get a GraphQL answer, and nothing invalid reaches the legacy',
    async (coordinate, target) => {
      await fc.assert(
        fc.asyncProperty(target.variables, async (variables) => {
          if (caller === 'owner') ownerCookie ??= await gateway.signIn('proprietaire@demo.fr');
          recorder.calls.length = 0;
          const { status, body } = await post(
            target.document,
            variables,
            caller === 'owner' ? ownerCookie : null,
          );
          // The owner's session ends with a signOut: the next run signs in again.
          if (coordinate === 'Mutation.signOut') ownerCookie = null;

          // An anonymous caller asking only for signed-in data is refused it as a whole (401, issue 46).
          expect(caller === 'owner' ? [200, 400] : [200, 400, 401]).toContain(status);
          expect(body.data !== undefined || Array.isArray(body.errors)).toBe(true);
          for (const error of body.errors ?? []) {
            expect(typeof error.message).toBe('string');
            expect(NEVER_FOR_INPUT).not.toContain(error.extensions?.code);
          }
          expect(recorder.calls.flatMap(legacyCallProblems)).toEqual([]);
          expect(recorder.calls.filter((call) => call.status === 500).map((call) => call.url)).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
  );
});

interface OpenApiSchema {
  type?: string;
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
}
interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}

/** A body of the shape with `text` in every string, so that whichever field the legacy reads first gets it. */
function bodyOf(schema: OpenApiSchema | undefined, text: string): unknown {
  if (schema?.anyOf) return bodyOf(schema.anyOf[0], text);
  if (schema?.properties)
    return Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, bodyOf(s, text)]));
  if (schema?.type === 'array') return [bodyOf(schema.items, text)];
  if (schema?.type === 'integer' || schema?.type === 'number') return 1;
  if (schema?.type === 'boolean') return true;
  return text;
}

describe('the emulator', () => {
  it('answers NUL and lone surrogates in the path, query and JSON body of every route, and stays up', async () => {
    const login = await fetch(`${emulator.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'proprietaire@demo.fr', password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const openApi = (await (await fetch(`${emulator.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    // A lone surrogate has no UTF-8 form: in an address it goes as the bytes a careless encoder would write.
    const cases = [
      { text: '\u0000', inAddress: '%00' },
      { text: 'a\ud800', inAddress: 'a%ED%A0%80' },
    ];
    const statuses = new Set<number>();
    for (const [path, operations] of Object.entries(openApi.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // Signing out would end the session the other calls need.
        if (path.endsWith('/logout')) continue;
        for (const { text, inAddress } of cases) {
          const query = (operation.parameters ?? [])
            .filter((p) => p.in === 'query')
            .map((p) => `${p.name}=${inAddress}`)
            .join('&');
          const schema = operation.requestBody?.content?.['application/json']?.schema;
          const response = await fetch(
            `${emulator.url}${path.replace(/\{[^}]+\}/g, inAddress)}${query ? `?${query}` : ''}`,
            {
              method: method.toUpperCase(),
              headers: { cookie, ...(schema ? { 'content-type': 'application/json' } : {}) },
              ...(schema ? { body: JSON.stringify(bodyOf(schema, text)) } : {}),
            },
          );
          await response.arrayBuffer();
          statuses.add(response.status);
        }
      }
    }
    expect([...statuses].filter((status) => status < 200 || status > 500)).toEqual([]);
    expect((await fetch(`${emulator.url}/openapi.json`)).status).toBe(200);
  });
});
