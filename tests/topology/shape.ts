import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/cluster.mjs';
import { repoRoot } from '../../scripts/servers.mjs';
import { DEMO_PASSWORD } from '../testkit/session.ts';

// The production shape as a browser or a script meets it: through nginx, with the web app's trusted documents
// (the replicas run with NODE_ENV=production, which runs no other document from a client).

const trustedDocuments = JSON.parse(
  readFileSync(path.join(repoRoot, 'web/src/gql/persisted-documents.json'), 'utf8'),
) as Record<string, string>;

function trustedHash(operationName: string): string {
  const pattern = new RegExp(`\\b(query|mutation) ${operationName}\\b`);
  const hash = Object.entries(trustedDocuments).find(([, text]) => pattern.test(text))?.[0];
  if (!hash) throw new Error(`no trusted document holds the operation ${operationName}`);
  return hash;
}

/**
 * The shape, started before the file's tests and stopped after them; `env` adds settings to both replicas, `port`
 * is nginx's (a free one by default).
 */
export function useCluster(env: Record<string, string> = {}, port?: number): { cluster: Cluster } {
  const shape = {} as { cluster: Cluster };
  beforeAll(async () => {
    shape.cluster = await startCluster({ env, port });
  });
  afterAll(async () => {
    await shape.cluster.stop();
  });
  return shape;
}

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
}

export interface Caller {
  cookie?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** Sends one of the web app's operations through nginx as the web app does (its hash, the CSRF header). */
export async function operation(
  cluster: Cluster,
  operationName: string,
  variables: Record<string, unknown> = {},
  { cookie, token, headers = {} }: Caller = {},
) {
  const response = await fetch(`${cluster.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-graphql-yoga-csrf': '1',
      ...(cookie ? { cookie } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({
      operationName,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: trustedHash(operationName) } },
    }),
  });
  const body = (await response.json()) as GraphQLAnswer;
  return {
    status: response.status,
    body,
    requestId: response.headers.get('x-request-id') ?? '',
    /** The cookies the answer sets, as `name=value` (a session, the second step's). */
    cookies: response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? ''),
  };
}

/**
 * The replica that served the request of that id (nginx's `X-Request-Id`, which the replica logs as `reqId` and
 * answers in `x-request-id`), once its log line has come.
 */
export async function replicaOf(cluster: Cluster, requestId: string): Promise<string> {
  const servedBy = () => replicasLogging(cluster, `"reqId":"${requestId}"`);
  await expect.poll(servedBy).toHaveLength(1);
  return servedBy()[0] ?? '';
}

/** The replicas whose log holds `text` (a request's `"method":"PATCH","url":"/fichiers/depots/<id>"`). */
export function replicasLogging(cluster: Cluster, text: string): string[] {
  return cluster.replicas
    .filter((replica) => replica.output.join('').includes(text))
    .map((replica) => replica.name);
}

/** Signs in through nginx as the sign-in form does; the session cookie and the replica that signed in. */
export async function signIn(cluster: Cluster, login: string) {
  const response = await fetch(`${cluster.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    body: JSON.stringify({
      operationName: 'SignIn',
      variables: { input: { login, password: DEMO_PASSWORD } },
      extensions: { persistedQuery: { version: 1, sha256Hash: trustedHash('SignIn') } },
    }),
  });
  const body = (await response.json()) as GraphQLAnswer;
  expect(body.errors).toBeUndefined();
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  expect(cookie).not.toBe('');
  return { cookie, replica: await replicaOf(cluster, response.headers.get('x-request-id') ?? '') };
}

/**
 * A request that nginx's round robin (one worker: the replicas in turn) hands to the replica other than `replica`:
 * health checks go until one lands on `replica`, so the next request goes to the other. The caller checks where
 * its request did land, with `replicaOf`.
 */
export async function turnAwayFrom(cluster: Cluster, replica: string): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const response = await fetch(`${cluster.url}/healthz`);
    await response.arrayBuffer();
    if ((await replicaOf(cluster, response.headers.get('x-request-id') ?? '')) === replica) return;
  }
  throw new Error(`nginx never sent a request to ${replica}`);
}
