import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp, fixedClock } from '@portal/legacy-api';
import { createPglite, pgliteDb } from '@portal/legacy-api/db/db';
import { buildGateway } from '@portal/gateway';
import { loadConfig } from '@portal/gateway/config';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { print } from 'graphql';
import { readSnapshot } from '../support/seeded-snapshot.ts';
import { graphql } from '../testkit/__generated__/index.ts';
import { GRAPHQL_HEADERS } from '../testkit/operation.ts';
import { DEMO_PASSWORD, LEGACY_NOW } from './support.ts';

// The vault's canary (issue 13): a password saved through the portal must come back in no GraphQL answer, no log
// line of the gateway or of the emulator, and stand in clear nowhere in the emulator's database files.
const CANARY = `canari_coffre_${randomUUID().replaceAll('-', '')}`;

const gatewayLog: string[] = [];
const emulatorLog: string[] = [];
const answers: string[] = [];
let client: PGlite;
// On disk, as the emulator keeps it (LEGACY_DATA_DIR): the check reads the files themselves.
let dataDir: string;
let emulator: Awaited<ReturnType<typeof buildApp>>;
let gateway: Awaited<ReturnType<typeof buildGateway>>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portail-coffre-base-'));
  // The run's seeded snapshot, unpacked into the folder: seeding again took most of this file's time.
  client = await createPglite({
    dataDir,
    loadDataDir: await readSnapshot(inject('legacySnapshotFile')),
  });
  emulator = await buildApp({
    db: pgliteDb(client),
    clock: fixedClock(LEGACY_NOW),
    filesDir: `/tmp/portail-coffre-${randomUUID()}`,
    logger: { level: 'trace', stream: { write: (line: string) => void emulatorLog.push(line) } },
  });
  await emulator.listen({ port: 0, host: '127.0.0.1' });
  const address = emulator.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      WEB_DIST_DIR: '/nonexistent',
      ARBITRARY_OPERATIONS: 'all',
    }),
    legacyApiUrl: `http://127.0.0.1:${port}`,
  };
  gateway = await buildGateway(config, {
    logStream: { write: (line: string) => void gatewayLog.push(line) },
  });
});

afterAll(async () => {
  await gateway.close();
  await emulator.close();
  await client.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every file of the database's directory, after a checkpoint has written what was only in memory. */
async function databaseFiles(): Promise<string> {
  await client.query('CHECKPOINT');
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const contents = await Promise.all(files.map((file) => readFile(file)));
  return contents.map((content) => content.toString('latin1')).join('\n');
}

async function post(query: string, variables: Record<string, unknown>, cookie?: string) {
  const response = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...GRAPHQL_HEADERS, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({ query, variables }),
  });
  answers.push(JSON.stringify(response.headers), response.body);
  return {
    cookie: String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '',
    json: response.json<unknown>(),
  };
}

const signIn = async (login: string) =>
  (
    await post('mutation($input: SignInInput!) { signIn(input: $input) { errors { message } } }', {
      input: { login, password: DEMO_PASSWORD },
    })
  ).cookie;

// The fields every operation below reads of a credential (codegen resolves the spread by name).
graphql(`
  fragment CredentialFields on SharedCredential {
    id
    legacyId
    titre
    nomUtilisateur
    dateCreation
    auteurCreation
    dateModificationAgent
    agentModification
    dateModificationAdherent
    adherentModification
    tooltip
  }
`);

const AddDocument = graphql(`
  mutation ContractAddSharedCredential($input: AddSharedCredentialInput!) {
    addSharedCredential(input: $input) {
      sharedCredential {
        ...CredentialFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const UpdateDocument = graphql(`
  mutation ContractUpdateSharedCredential($input: UpdateSharedCredentialInput!) {
    updateSharedCredential(input: $input) {
      sharedCredential {
        ...CredentialFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const DeleteDocument = graphql(`
  mutation ContractDeleteSharedCredential($id: ID!) {
    deleteSharedCredential(id: $id) {
      sharedCredential {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

const VaultDocument = graphql(`
  query ContractVault($codeDossier: String!) {
    dossier(codeDossier: $codeDossier) {
      id
      managesCredentials
      sharedCredentials {
        ...CredentialFields
      }
    }
  }
`);

describe('a shared credential password (ARCHITECTURE rule 7, issue 13)', () => {
  it('is saved, changed and refused without ever travelling back or being kept in clear', async () => {
    const cookie = await signIn('proprietaire@demo.fr');
    const added = await post(
      print(AddDocument),
      {
        input: {
          codeDossier: 'AGR001',
          titre: 'Coffre canari',
          nomUtilisateur: 'canari',
          motDePasse: CANARY,
          confirmationMotDePasse: CANARY,
        },
      },
      cookie,
    );
    const id = (added.json as { data: { addSharedCredential: { sharedCredential: { id: string } } } }).data
      .addSharedCredential.sharedCredential.id;
    expect(id).toMatch(/^AGR001:/);
    // Refused by the gateway (the confirmation differs): the refusal does not echo it.
    const refused = await post(
      print(UpdateDocument),
      {
        input: {
          id,
          titre: 'Coffre canari',
          nomUtilisateur: 'canari',
          changesPassword: true,
          motDePasse: CANARY,
          confirmationMotDePasse: `${CANARY}x`,
        },
      },
      cookie,
    );
    expect(JSON.stringify(refused.json)).toContain('Les 2 mots de passes doivent être identiques.');
    await post(
      print(UpdateDocument),
      {
        input: {
          id,
          titre: 'Coffre canari renommé',
          nomUtilisateur: 'canari',
          changesPassword: true,
          motDePasse: `${CANARY}2`,
          confirmationMotDePasse: `${CANARY}2`,
        },
      },
      cookie,
    );
    const list = await post(print(VaultDocument), { codeDossier: 'AGR001' }, cookie);
    expect(JSON.stringify(list.json)).toContain('Coffre canari renommé');

    const database = await databaseFiles();
    // The files are read as written: the title, stored in clear, is found there; the password must not be.
    expect(database).toContain('Coffre canari');
    expect(gatewayLog.length).toBeGreaterThan(0);
    expect(emulatorLog.length).toBeGreaterThan(0);
    for (const [where, text] of [
      ['answers', answers.join('\n')],
      ["the gateway's log", gatewayLog.join('')],
      ["the emulator's log", emulatorLog.join('')],
      ["the emulator's database files", database],
    ] as const)
      expect({ where, found: text.includes(CANARY) }).toEqual({ where, found: false });
  });

  it('is managed by the owner only: a shared access gets FORBIDDEN from the API', async () => {
    const cookie = await signIn('associe@demo.fr');
    const { json } = await post(print(VaultDocument), { codeDossier: 'AGR001' }, cookie);
    const answer = json as { data: unknown; errors: { extensions: { code: string } }[] };
    expect(answer.data).toEqual({
      dossier: { id: 'AGR001', managesCredentials: false, sharedCredentials: null },
    });
    expect(answer.errors.map((e) => e.extensions.code)).toEqual(['FORBIDDEN']);
    const deletion = await post(print(DeleteDocument), { id: 'AGR001:1' }, cookie);
    expect((deletion.json as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
  });
});
