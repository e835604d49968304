import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_CHARACTER } from '@portal/schema/rules/text';
import { repoRoot, servers, startServer } from '../../scripts/servers.mjs';
import trusted from '../../web/src/gql/persisted-documents.json' with { type: 'json' };
import { freePort } from '../support/emulator.ts';
import { DEMO_PASSWORD } from '../testkit/session.ts';

// The production bundles, built once into a folder outside the repository and run from there with plain node:
// whatever they read at run time has to come from that folder.
let folder: string;
let running: Awaited<ReturnType<typeof startServer>>[] = [];
let gatewayUrl: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'portail-bundles-'));
  execFileSync(process.execPath, ['scripts/build-servers.mjs', '--out', folder], { cwd: repoRoot });
  const [port, legacyPort] = [await freePort(), await freePort()];
  // Only what the servers need: nothing of the test runner's environment leaks into them.
  const base = { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn' };
  running.push(
    await startServer('legacy-api', {
      root: folder,
      timeoutMs: 180_000,
      env: { ...base, LEGACY_PORT: String(legacyPort), LEGACY_DATA_DIR: path.join(folder, 'data') },
    }),
  );
  running.push(
    await startServer('gateway', {
      root: folder,
      timeoutMs: 180_000,
      env: {
        ...base,
        PORT: String(port),
        LEGACY_API_URL: `http://127.0.0.1:${legacyPort}`,
        NODE_ENV: 'production',
        COOKIE_SECRET: 'secret-des-tests-des-bundles-0123456789',
      },
    }),
  );
  gatewayUrl = `http://127.0.0.1:${port}`;
}, 400_000);

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  running = [];
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the bundled servers', () => {
  it('carry no path into the repository they were built from', async () => {
    for (const { bundle } of Object.values(servers)) {
      expect(await readFile(path.join(folder, bundle), 'utf8')).not.toContain(repoRoot);
    }
  });

  it('report the gateway ready once the bundled emulator answers', async () => {
    const response = await fetch(`${gatewayUrl}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  /** Sends one of the web app's documents by its hash, as the web app does in production. */
  const sendTrusted = (operationName: string, variables: Record<string, unknown>) => {
    const named = new RegExp(`^(query|mutation) ${operationName}\\b`);
    const [hash] = Object.entries(trusted).find(([, text]) => named.test(text)) ?? [];
    expect(hash).toBeDefined();
    return fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: JSON.stringify({
        operationName,
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      }),
    });
  };

  it("answer the web app's theme query sent by its hash, from the documents built into the gateway", async () => {
    const response = await sendTrusted('RootTheme', {});
    expect(await response.json()).toEqual({
      data: { __typename: 'Query', theme: expect.objectContaining({ code: 'terres' }) as unknown },
      // Every answer states its cost, a signed-out one's too (issue 46).
      extensions: { cost: expect.objectContaining({ budget: null }) as unknown },
    });
  });

  it("refuse a control character with the input guard's message: the guard and Yoga share one graphql", async () => {
    const response = await sendTrusted('SignIn', {
      input: { login: 'proprietaire@demo.fr\u0000', password: DEMO_PASSWORD },
    });
    const { errors } = (await response.json()) as { errors: { message: string; extensions: unknown }[] };
    expect(errors).toEqual([
      {
        message: FORBIDDEN_CHARACTER,
        extensions: { code: 'BAD_USER_INPUT', affichable: true, field: 'input.login' },
      },
    ]);
  });

  it('serve GraphiQL to a collaborator from the chunk built beside the gateway, loaded when first asked for', async () => {
    const signedIn = await sendTrusted('SignIn', {
      input: { login: 'collaborateur', password: DEMO_PASSWORD },
    });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).not.toBe('');
    const response = await fetch(`${gatewayUrl}/graphql`, { headers: { accept: 'text/html', cookie } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Portail client : passerelle GraphQL</title>');
  });

  it('name no source map in the gateway, whose map node would hold in memory once a stack is printed', async () => {
    const bundle = await readFile(path.join(folder, servers.gateway.bundle), 'utf8');
    expect(bundle).not.toContain('sourceMappingURL');
    await expect(readFile(path.join(folder, `${servers.gateway.bundle}.map`), 'utf8')).resolves.toContain(
      '"mappings"',
    );
  });

  it('are ASCII only, so V8 holds their source in one byte a character, and keep the licences beside them', async () => {
    for (const { bundle } of Object.values(servers)) {
      const bytes = await readFile(path.join(folder, bundle));
      expect(bytes.findIndex((byte) => byte > 0x7f)).toBe(-1);
      await expect(readFile(path.join(folder, `${bundle}.LEGAL.txt`), 'utf8')).resolves.toContain('MIT');
    }
  });
});
