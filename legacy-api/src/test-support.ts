import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from './app.ts';
import { fixedClock } from './clock.ts';
import { createPglite, pgliteDb, type Db } from './db/db.ts';
import { DEMO_PASSWORD } from './db/seed/accounts.ts';
import { seededSnapshotFile } from './db/seeded-snapshot.ts';

/** The fixed "now" of the test suites: a Saturday, so past and future are both on the calendar. */
export const TEST_NOW = '2026-11-21T10:00:00.000Z';

// Read once per worker: its files share it.
let snapshot: Promise<Blob> | undefined;
function seededSnapshot(): Promise<Blob> {
  snapshot ??= seededSnapshotFile(TEST_NOW).then(async (file) => new Blob([await readFile(file)]));
  return snapshot;
}

/** Where the test emulators keep uploaded files. */
export const TEST_FILES_DIR = path.join(tmpdir(), 'legacy-api-test-files');

/** An emulator on its own in-memory PGlite, migrated and seeded with the test clock. One per test file. */
export async function startTestApp(
  options: { faults?: boolean } = {},
): Promise<{ app: FastifyInstance; db: Db }> {
  const db = pgliteDb(await createPglite({ loadDataDir: await seededSnapshot() }));
  const app = await buildApp({
    db,
    clock: fixedClock(TEST_NOW),
    filesDir: TEST_FILES_DIR,
    logger: false,
    faults: options.faults ?? false,
    outbox: true,
  });
  return { app, db };
}

export async function stopTestApp({ app, db }: { app: FastifyInstance; db: Db }): Promise<void> {
  await app.close();
  await db.close();
}

/** PGlite's start is slow on a loaded machine; hooks that open a database get this much time. */
export const DATABASE_HOOK_TIMEOUT = 180_000;

/** Signs in a demo account and answers the Cookie header that carries its session. */
export async function signIn(app: FastifyInstance, username: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: DEMO_PASSWORD },
  });
  const cookie = response.cookies.find((c) => c.name === 'LEGACY_SESSION');
  if (response.statusCode !== 200 || !cookie)
    throw new Error(`sign-in of ${username} failed: ${response.body}`);
  return `LEGACY_SESSION=${cookie.value}`;
}

/** A demo account's calls, signed in once: GET and a JSON POST with its session cookie. */
export async function callsAs(app: FastifyInstance, username: string) {
  const cookie = await signIn(app, username);
  return {
    get: (url: string) => app.inject({ url, headers: { cookie } }),
    post: (url: string, payload: object) => app.inject({ method: 'POST', url, headers: { cookie }, payload }),
    put: (url: string, payload: object) => app.inject({ method: 'PUT', url, headers: { cookie }, payload }),
    delete: (url: string, payload?: object) =>
      app.inject({ method: 'DELETE', url, headers: { cookie }, ...(payload ? { payload } : {}) }),
  };
}

type Calls = Awaited<ReturnType<typeof callsAs>>;

/**
 * A seeded app for the test file that calls this at its top level, with the calls of the owner of the demo files
 * and of the partner who holds a shared access to them, signed in once.
 */
export function useOwnerAndPartner(): { owner: Calls; partner: Calls } {
  const accounts = {} as { owner: Calls; partner: Calls };
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    ctx = await startTestApp();
    [accounts.owner, accounts.partner] = await Promise.all([
      callsAs(ctx.app, 'proprietaire@demo.fr'),
      callsAs(ctx.app, 'associe@demo.fr'),
    ]);
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => stopTestApp(ctx));
  return accounts;
}

/** Posts a multipart form as a browser's FormData sends it, with the session `cookie`. */
export async function postForm(
  app: FastifyInstance,
  cookie: string,
  url: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('files', new Blob([file.bytes]), file.name);
  const request = new Request('http://emulator', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
