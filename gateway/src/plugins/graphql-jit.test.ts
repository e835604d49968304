import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  legacyDossier,
  ownerRoutes,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
} from '../testing/fake-legacy.ts';
import type { GraphQLAnswer } from '../testing/fake-legacy.ts';

// graphql-jit writes an argument's literal into the code it compiles, and turns a string starting with this
// marker (public, in its sources) back into code: `new Date(<the rest>)`.
const JIT_DATE_MARKER = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d';
const FILES_QUERY = 'query Fichiers { viewer { dossiers { codeDossier idRole } } }';
const FILES_HASH = `sha256:${createHash('sha256').update(FILES_QUERY).digest('hex')}`;

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;
let folder: string;

beforeEach(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
  folder = await mkdtemp(path.join(tmpdir(), 'documents-de-confiance-'));
  const documentsFile = path.join(folder, 'persisted-documents.json');
  await writeFile(documentsFile, JSON.stringify({ [FILES_HASH]: FILES_QUERY }));
  gateway = await startGatewayAgainst(legacy.url, { PERSISTED_DOCUMENTS_FILE: documentsFile });
});

afterEach(async () => {
  await gateway.app.close();
  await legacy.close();
  await rm(folder, { recursive: true, force: true });
});

describe('compiled execution', () => {
  it('runs no code written in an argument of a document the web app does not ship', async () => {
    const globals = globalThis as { jitInjected?: boolean };
    delete globals.jitInjected;
    const argument = `${JIT_DATE_MARKER}0), injected: (globalThis.jitInjected = true), end: (0`;
    const { json } = await postGraphQL(
      gateway.app,
      { query: `{ viewer { portfolioSearch(term: ${JSON.stringify(argument)}) { codeDossier } } }` },
      { cookie: SESSION },
    );
    // The operation ran (its field answered or failed on its own), and the text stayed a text.
    expect(json()).toHaveProperty('data');
    expect(globals.jitInjected).toBeUndefined();
  });

  it("masks a value a trusted document's answer cannot send, keeping its path and not quoting it", async () => {
    legacy.routes['GET /api/user/dossiers'] = () => ({
      body: [legacyDossier('AGR001', 'EARL des Aulnes', { idRole: 98765432101 })],
    });
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie: SESSION },
      payload: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: FILES_HASH } } }),
    });
    expect(response.json<GraphQLAnswer>().errors).toEqual([
      expect.objectContaining({
        message: "Une erreur interne s'est produite",
        path: ['viewer', 'dossiers', 0, 'idRole'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      }),
    ]);
    expect(response.body).not.toMatch(/98765432101|Int cannot represent/);
  });
});
