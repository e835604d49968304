import { spawn } from 'node:child_process';
import { servers } from '../../scripts/servers.mjs';
import { GRAPHQL_HEADERS, operationBody, type GraphQLAnswer, type Operation } from '../testkit/operation.ts';
import { freePort, repoRoot } from './emulator.ts';

export const PRODUCTION_COOKIE_SECRET = 'secret-de-production-des-tests-de-contrat-0123456789';

export interface GatewayProcess {
  url: string;
  /** True once the process has stopped (a crash), with what it printed. */
  exited(): boolean;
  output(): string;
  /** Members of Object, Array or Function prototypes the process changed since it started answering. */
  changedPrototypes(): Promise<string[]>;
  /** Posts one operation as the web app does (JSON, CSRF header); answers the status, body and session cookie. */
  graphql<TResult = Record<string, unknown>, TVariables = Record<string, unknown>>(
    operation: Operation<TResult, TVariables>,
    variables?: TVariables,
    cookie?: string,
  ): Promise<{ status: number; body: GraphQLAnswer<TResult>; setCookie: string }>;
  stop(): Promise<void>;
}

/**
 * The gateway as its own process (its bundle, as `npm start` runs it) in production mode behind a
 * proxy (docker-compose's settings): a request that kills it shows as a stopped process, which a gateway inside
 * the test's own process could never show. `env` adds or overrides settings.
 */
export async function startGatewayProcess(options: {
  legacyUrl: string;
  env?: Record<string, string>;
}): Promise<GatewayProcess> {
  const port = await freePort();
  const output: string[] = [];
  // tsx loads only the probe, written in TypeScript; the gateway is its bundle, as `npm start` runs it.
  const { bundle, nodeFlags, env: runtime } = servers.gateway;
  const child = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', '--import', './tests/support/prototype-probe.ts', bundle],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...runtime,
        NODE_ENV: 'production',
        COOKIE_SECRET: PRODUCTION_COOKIE_SECRET,
        TRUST_PROXY: '1',
        // Hand-written documents as a collaborator may send them: what they meet in production.
        ARBITRARY_OPERATIONS: 'all',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent',
        HOST: '127.0.0.1',
        PORT: String(port),
        LEGACY_API_URL: options.legacyUrl,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = () => child.exitCode !== null || child.signalCode !== null;

  const ask = (question: 'baseline' | 'changed') =>
    new Promise<{ changed?: string[] }>((resolve, reject) => {
      if (exited()) {
        reject(new Error(`the gateway process has stopped\n${output.join('')}`));
        return;
      }
      child.once('message', (answer) => resolve(answer as { changed?: string[] }));
      child.send(question);
    });

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited()) throw new Error(`the gateway process stopped before answering\n${output.join('')}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the gateway process did not answer ${url}/healthz\n${output.join('')}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await ask('baseline');

  return {
    url,
    exited,
    output: () => output.join(''),
    changedPrototypes: async () => (await ask('changed')).changed ?? [],
    async graphql<TResult, TVariables>(
      operation: Operation<TResult, TVariables>,
      variables?: TVariables,
      cookie?: string,
    ) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { ...GRAPHQL_HEADERS, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(operationBody(operation, variables)),
      });
      const setCookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      return { status: response.status, body: (await response.json()) as GraphQLAnswer<TResult>, setCookie };
    },
    async stop() {
      if (exited()) return;
      const stopped = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await stopped;
    },
  };
}
