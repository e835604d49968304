import { TELEPAC_MAX_BYTES } from '@portal/schema/rules/telepac';
import { startServer } from '../../scripts/servers.mjs';
import { largeDeclaration } from '../fixtures/telepac-samples.ts';
import { freePort } from '../support/emulator.ts';
import { WEB_DIST_DIR } from '../support/gateway.ts';
import { GRAPHQL_HEADERS, operationBody } from '../testkit/operation.ts';
import { DEMO_PASSWORD, SignInDocument } from '../testkit/session.ts';

/** The health answer's latency at rest and while Telepac declarations are imported (issue 42). */
export interface TelepacImportFigures {
  imports: number;
  declarationBytes: number;
  healthAtRest: { samples: number; p50Ms: number; p99Ms: number };
  healthDuringImports: { samples: number; p50Ms: number; p99Ms: number };
  /** p99 during the imports over p99 at rest. */
  p99Ratio: number;
  importsWallMs: number;
}

const IMPORTS = 4;
const REST_MS = 3_000;

const IMPORT = `mutation BenchImportTelepac($input: ImportTelepacAssolementInput!) {
  importTelepacAssolement(input: $input) { errors { message } }
}`;

const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0).toFixed(2));

/** Asks `/healthz` one request after the other until `until` settles; each answer's latency in ms. */
async function sampleHealth(url: string, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const start = performance.now();
    const answer = await fetch(`${url}/healthz`);
    await answer.arrayBuffer();
    latencies.push(performance.now() - start);
  }
  const sorted = latencies.sort((a, b) => a - b);
  return { samples: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
}

/**
 * The bundled gateway in front of the emulator: `/healthz` asked back to back for 3 s at rest, then while four
 * people each upload a 10 MB declaration at once. The person (particulier@, whose file has no crop rotation) is
 * refused once the gateway has read the file, so the figure is the gateway's reading, not the emulator's import.
 */
export async function measureTelepacImports(legacyUrl: string): Promise<TelepacImportFigures> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const gateway = await startServer('gateway', {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LEGACY_API_URL: legacyUrl,
      WEB_DIST_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_POINTS_PER_MINUTE: '1000000',
    },
  });
  try {
    const signIn = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: GRAPHQL_HEADERS,
      body: JSON.stringify(
        operationBody(SignInDocument, { input: { login: 'particulier@demo.fr', password: DEMO_PASSWORD } }),
      ),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const declaration = largeDeclaration(TELEPAC_MAX_BYTES - 1024);
    const importOnce = async () => {
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({ query: IMPORT, variables: { input: { assolementId: 'PAR004:2025', file: null } } }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
      form.set('0', new Blob([new Uint8Array(declaration)]), 'declaration.xml');
      const answer = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'x-graphql-yoga-csrf': '1', cookie },
        body: form,
      });
      const body = (await answer.json()) as { data?: unknown; errors?: { message: string }[] };
      if (!body.data && !body.errors) throw new Error(`the import answered ${JSON.stringify(body)}`);
    };
    // Warm-up: the worker threads start, the code is compiled.
    await importOnce();
    const healthAtRest = await sampleHealth(url, new Promise((resolve) => setTimeout(resolve, REST_MS)));
    const start = performance.now();
    const imports = Promise.all(Array.from({ length: IMPORTS }, importOnce));
    const healthDuringImports = await sampleHealth(url, imports);
    await imports;
    const importsWallMs = Math.round(performance.now() - start);
    return {
      imports: IMPORTS,
      declarationBytes: declaration.length,
      healthAtRest,
      healthDuringImports,
      p99Ratio: Number((healthDuringImports.p99Ms / Math.max(healthAtRest.p99Ms, 0.01)).toFixed(2)),
      importsWallMs,
    };
  } finally {
    await gateway.stop();
  }
}
