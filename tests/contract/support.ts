import { rm } from 'node:fs/promises';
import { buildGateway } from '@portal/gateway';
import type { UpstreamCall } from '@portal/gateway';
import { loadConfig } from '@portal/gateway/config';
import { afterAll, beforeAll, inject } from 'vitest';
import { freePort, startEmulator } from '../support/emulator.ts';
import { startInProcessEmulator } from '../support/in-process-emulator.ts';
import { copyOfSeededDatabase, testDatabaseServer } from '../support/postgres-databases.ts';
import { unpackSnapshot } from '../support/seeded-snapshot.ts';
import { GRAPHQL_HEADERS, operationBody, type GraphQLAnswer, type Operation } from '../testkit/operation.ts';
import { DEMO_PASSWORD, SignInDocument } from '../testkit/session.ts';

export { DEMO_PASSWORD, type GraphQLAnswer };

/** The emulator's clock during the run, which global-setup.ts sets: what the seed's dates hang on. */
export const LEGACY_NOW = inject('legacyNow');

/**
 * An emulator of the file's own, on a copy of the run's seeded database with the suite's clock: for a file that
 * changes data (or sets faults), so that files run side by side without seeing each other's changes. Files that
 * only read share the run's emulator (`inject('legacyUrl')`).
 */
export function startOwnEmulator(options: { faults?: boolean } = {}) {
  return startInProcessEmulator({ ...options, now: LEGACY_NOW, snapshotFile: inject('legacySnapshotFile') });
}

/**
 * The emulator as its own process, for a file that may stop it or measures it, on a copy of the run's seeded
 * database with the suite's clock.
 */
export async function startOwnEmulatorProcess(options: { faults?: boolean } = {}) {
  if (testDatabaseServer) {
    const copy = await copyOfSeededDatabase(LEGACY_NOW);
    const emulator = await startEmulator({ ...options, now: LEGACY_NOW, databaseUrl: copy.url });
    return {
      ...emulator,
      async stop() {
        await emulator.stop();
        await copy.drop();
      },
    };
  }
  const seeded = await unpackSnapshot(inject('legacySnapshotFile'));
  try {
    return await startEmulator({ ...options, now: LEGACY_NOW, seededFrom: seeded });
  } finally {
    await rm(seeded, { recursive: true, force: true });
  }
}

/**
 * The gateway, in this process, listening on a free port in front of the emulator; it records legacy calls.
 * `env` overrides settings (a short `LEGACY_TIMEOUT_MS` for the fault tests).
 */
export async function startGateway(options: { legacyUrl?: string; env?: Record<string, string> } = {}) {
  const upstream: UpstreamCall[] = [];
  const port = await freePort();
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      // The contract tests send far more than a person would; the budgets are tested in the gateway's own tests.
      RATE_LIMIT_POINTS_PER_MINUTE: '1000000',
      // A whole CI run loads the machine past the 3 s a read is given in production (a DUER's home took longer at
      // load 20); the bound's own tests set it (upstream-faults.test.ts).
      LEGACY_READ_TIMEOUT_MS: '20000',
      ...options.env,
    }),
    port,
    legacyApiUrl: options.legacyUrl ?? inject('legacyUrl'),
  };
  const app = await buildGateway(config, { onUpstreamCall: (call) => upstream.push(call) });
  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;

  /** Posts one operation, or a batch of them in one HTTP request, like the web app; `cookie` carries the session. */
  async function post<T>(
    payload: unknown,
    cookie?: string,
  ): Promise<{ body: T; response: Response; requestId: string }> {
    const requestId = `contrat-${Math.random().toString(36).slice(2)}`;
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { ...GRAPHQL_HEADERS, 'x-request-id': requestId, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(payload),
    });
    return { body: (await response.json()) as T, response, requestId };
  }

  /** Posts an operation like the web app (a typed document of the kit); `cookie` carries the session. */
  async function graphql<TResult = Record<string, unknown>, TVariables = Record<string, unknown>>(
    operation: Operation<TResult, TVariables>,
    variables?: TVariables,
    cookie?: string,
  ): Promise<{ body: GraphQLAnswer<TResult>; response: Response; requestId: string }> {
    return post<GraphQLAnswer<TResult>>(operationBody(operation, variables), cookie);
  }

  /** Signs in and answers the session cookie to send back. */
  async function signIn(login: string): Promise<string> {
    const { body, response } = await graphql(SignInDocument, {
      input: { login, password: DEMO_PASSWORD },
    });
    if (body.data?.signIn.errors.length !== 0)
      throw new Error(`sign-in failed for ${login}: ${JSON.stringify(body)}`);
    const setCookie = response.headers.get('set-cookie') ?? '';
    return setCookie.split(';')[0] ?? '';
  }

  /** Stops listening and ends every connection, even one a test left open (an unread stream, a held upload). */
  async function close(): Promise<void> {
    const closing = app.close();
    app.server.closeAllConnections();
    await closing;
  }

  return { app, url, upstream, post, graphql, signIn, close };
}

/**
 * A gateway of the test file's own in front of the run's emulator (its tests only read, or change only the gateway's
 * own state, such as tokens), with the session cookie of `login` when one is given. Call it at the file's top level.
 */
export function useGateway(login?: string) {
  const stack = {} as { gateway: Awaited<ReturnType<typeof startGateway>>; cookie: string };
  beforeAll(async () => {
    stack.gateway = await startGateway();
    stack.cookie = login ? await stack.gateway.signIn(login) : '';
  });
  afterAll(async () => {
    await stack.gateway.close();
  });
  return stack;
}

/**
 * An emulator and a gateway of the test file's own (its tests change data), started before them and stopped after,
 * with the session cookie of `login` when one is given. Call it at the file's top level.
 */
export function useOwnStack(login?: string) {
  const stack = {} as { gateway: Awaited<ReturnType<typeof startGateway>>; cookie: string };
  let emulator: Awaited<ReturnType<typeof startOwnEmulator>>;
  beforeAll(async () => {
    emulator = await startOwnEmulator();
    stack.gateway = await startGateway({ legacyUrl: emulator.url });
    stack.cookie = login ? await stack.gateway.signIn(login) : '';
  });
  afterAll(async () => {
    await stack.gateway.close();
    await emulator.stop();
  });
  return stack;
}

/** Posts a mutation with its input's file as a GraphQL multipart request, as the web app does. */
export async function graphqlWithFile<TResult, TInput extends { fichier?: File | null }>(
  gatewayUrl: string,
  cookie: string,
  operation: Operation<TResult, { input: TInput }>,
  input: TInput,
): Promise<GraphQLAnswer<TResult>> {
  const form = new FormData();
  const body = operationBody(operation, { input });
  form.append('operations', JSON.stringify({ ...body, variables: { input: { ...input, fichier: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.fichier'] }));
  if (input.fichier) form.append('0', input.fichier, input.fichier.name);
  const { 'content-type': _json, ...headers } = GRAPHQL_HEADERS;
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: form,
  });
  return (await response.json()) as GraphQLAnswer<TResult>;
}

/**
 * A test file's own emulator and a gateway in front of it, with these people signed in (sessions in their order):
 * the file may change the emulator's data freely.
 */
export async function startOwnStack(logins: readonly string[]) {
  const emulator = await startOwnEmulator();
  const gateway = await startGateway({ legacyUrl: emulator.url });
  const sessions = await Promise.all(logins.map((login) => gateway.signIn(login)));
  return {
    gateway,
    sessions,
    close: async () => {
      await gateway.close();
      await emulator.stop();
    },
  };
}
