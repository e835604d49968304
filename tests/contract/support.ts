import { buildGateway } from '@portal/gateway';
import type { UpstreamCall } from '@portal/gateway';
import { loadConfig } from '@portal/gateway/config';
import { inject } from 'vitest';
import { freePort } from '../support/emulator.ts';

export const DEMO_PASSWORD = 'Portail-Demo-2026!';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

/**
 * The gateway, in this process, listening on a free port in front of the emulator; it records legacy calls.
 * `env` overrides settings (a short `LEGACY_TIMEOUT_MS` for the fault tests).
 */
export async function startGateway(options: { legacyUrl?: string; env?: Record<string, string> } = {}) {
  const upstream: UpstreamCall[] = [];
  const port = await freePort();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...options.env }),
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
      headers: {
        'content-type': 'application/json',
        'x-graphql-yoga-csrf': '1',
        'x-request-id': requestId,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(payload),
    });
    return { body: (await response.json()) as T, response, requestId };
  }

  /** Posts an operation like the web app; `cookie` carries the session. */
  async function graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    cookie?: string,
  ): Promise<{ body: GraphQLAnswer<T>; response: Response; requestId: string }> {
    return post<GraphQLAnswer<T>>({ query, variables }, cookie);
  }

  /** Signs in and answers the session cookie to send back. */
  async function signIn(login: string): Promise<string> {
    const { body, response } = await graphql<{ signIn: { errors: unknown[] } }>(
      'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
      { input: { login, password: DEMO_PASSWORD } },
    );
    if (body.data?.signIn.errors.length !== 0)
      throw new Error(`sign-in failed for ${login}: ${JSON.stringify(body)}`);
    const setCookie = response.headers.get('set-cookie') ?? '';
    return setCookie.split(';')[0] ?? '';
  }

  return { app, url, upstream, post, graphql, signIn, close: () => app.close() };
}
