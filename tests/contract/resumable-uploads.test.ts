import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  decodeOutcome,
  UPLOAD_CSRF_HEADER,
  MAX_IN_FLIGHT_UPLOAD_BYTES,
  MAX_IN_FLIGHT_UPLOADS,
  MAX_UPLOAD_BYTES,
  UPLOAD_EMPTY,
  UPLOAD_IN_FLIGHT_LIMIT,
  UPLOAD_RESULT_HEADER,
  UPLOAD_TOO_LARGE,
} from '@portal/schema/rules/document-uploads';
import { FORBIDDEN_CHARACTER } from '@portal/schema/rules/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { startGateway, startOwnEmulator } from './support.ts';

// The store's resumable uploads (tus) through the gateway, to the emulator's disk: the files are compared byte
// for byte with what the emulator stored, and a cut connection resumes without resending the received bytes.

let emulator: Awaited<ReturnType<typeof startOwnEmulator>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let partsDir: string;
let owner: string;
let other: string;
let individual: string;

beforeAll(async () => {
  partsDir = await mkdtemp(path.join(tmpdir(), 'portail-depots-test-'));
  emulator = await startOwnEmulator();
  gateway = await startGateway({ legacyUrl: emulator.url, env: { RESUMABLE_UPLOADS_DIR: partsDir } });
  owner = await gateway.signIn('proprietaire@demo.fr');
  other = await gateway.signIn('associe@demo.fr');
  individual = await gateway.signIn('particulier@demo.fr');
});
afterAll(async () => {
  await gateway.close();
  await emulator.stop();
  await rm(partsDir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const b64 = (text: string) => Buffer.from(text).toString('base64');
const TUS = { 'tus-resumable': '1.0.0', [UPLOAD_CSRF_HEADER]: '1' };

/** Creates an upload as tus-js-client does; answers the response and the upload's address. */
async function create(
  file: { name: string; size: number; codeDossier?: string; typeFichier?: string; type?: string },
  cookie = owner,
  headers: Record<string, string> = TUS,
) {
  const metadata = [
    `filename ${b64(file.name)}`,
    `filetype ${b64(file.type ?? 'application/pdf')}`,
    `codedossier ${b64(file.codeDossier ?? 'AGR001')}`,
    `typeFichier ${b64(file.typeFichier ?? 'AUTRESDOCS')}`,
  ].join(',');
  const response = await fetch(`${gateway.url}/fichiers/depots`, {
    method: 'POST',
    headers: { ...headers, cookie, 'upload-length': String(file.size), 'upload-metadata': metadata },
  });
  return { response, url: new URL(response.headers.get('location') ?? '/', gateway.url).href };
}

const patch = (url: string, offset: number, body: Buffer, cookie = owner) =>
  fetch(url, {
    method: 'PATCH',
    headers: {
      ...TUS,
      cookie,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(body),
  });

const head = (url: string, cookie = owner) => fetch(url, { method: 'HEAD', headers: { ...TUS, cookie } });

/** The bytes the emulator stored for a file sent under that name (files/documents/<code>/<id>/1-<name>). */
async function storedBytes(code: string, name: string): Promise<Buffer | null> {
  const folder = path.join(emulator.dataDir, 'files', 'documents', code);
  for (const id of await readdir(folder).catch(() => [] as string[])) {
    const file = path.join(folder, id, `1-${name}`);
    if (await stat(file).catch(() => null)) return readFile(file);
  }
  return null;
}

describe('resumable uploads to the document store', () => {
  it('sends a whole file to the legacy, which stores it byte for byte', async () => {
    const content = randomBytes(300_000);
    const { response, url } = await create({ name: 'releve-entier.pdf', size: content.length });
    expect(response.status).toBe(201);
    const done = await patch(url, 0, content);
    expect(done.status).toBe(204);
    expect(decodeOutcome(done.headers.get(UPLOAD_RESULT_HEADER))).toEqual({ statut: 'envoye' });
    expect(sha256((await storedBytes('AGR001', 'releve-entier.pdf')) ?? Buffer.alloc(0))).toBe(
      sha256(content),
    );
  });

  it('resumes a cut upload from the last byte received, without the received bytes sent again', async () => {
    const content = randomBytes(3 * 1024 * 1024);
    const first = 1024 * 1024;
    const { url } = await create({ name: 'bulletin-coupe.pdf', size: content.length });
    const id = url.split('/').at(-1) ?? '';
    // The first megabyte goes, then the connection drops with the rest unsent.
    const cut = httpRequest(url, {
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie: owner,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(content.length),
      },
    });
    cut.on('error', () => undefined);
    cut.write(content.subarray(0, first));
    await expect
      .poll(async () => (await stat(path.join(partsDir, id)).catch(() => null))?.size ?? 0)
      .toBe(first);
    cut.destroy();

    const resumed = await head(url);
    expect(resumed.status).toBe(200);
    const offset = Number(resumed.headers.get('upload-offset'));
    expect(offset).toBe(first);
    // The gateway had received the first megabyte: only the rest goes now.
    const done = await patch(url, offset, content.subarray(offset));
    expect(decodeOutcome(done.headers.get(UPLOAD_RESULT_HEADER))).toEqual({ statut: 'envoye' });
    expect(sha256((await storedBytes('AGR001', 'bulletin-coupe.pdf')) ?? Buffer.alloc(0))).toBe(
      sha256(content),
    );
    // Once sent the parts are gone, and asking again tells the same outcome instead of taking the file twice.
    expect(await stat(path.join(partsDir, id)).catch(() => null)).toBeNull();
    const again = await head(url);
    expect(decodeOutcome(again.headers.get(UPLOAD_RESULT_HEADER))).toEqual({ statut: 'envoye' });
  });

  it('refuses an empty file and one over 25 MB with their messages before anything is stored', async () => {
    const before = await readdir(partsDir);
    const empty = await create({ name: 'vide.pdf', size: 0 });
    expect(empty.response.status).toBe(400);
    expect(await empty.response.json()).toEqual({ message: UPLOAD_EMPTY('vide.pdf') });
    const heavy = await create({ name: 'lourd.pdf', size: 26 * 1024 * 1024 });
    expect(heavy.response.status).toBe(413);
    expect(await heavy.response.json()).toEqual({ message: UPLOAD_TOO_LARGE('lourd.pdf') });
    expect(await readdir(partsDir)).toEqual(before);
  });

  it.each([
    ['a file type that would add lines to the legacy request', { type: 'application/pdf\r\n\r\nPREFIX-' }],
    ['a NUL in the file name', { name: 'releve\u0000.pdf' }],
    ['a line break in the file name', { name: 'releve\r\nX-Injecte: 1.pdf' }],
    ['a file code that is not one', { codeDossier: '../AGR001' }],
  ])('refuses %s before anything is stored or sent', async (_case, change) => {
    const before = await readdir(partsDir);
    const { response } = await create({ name: 'releve-propre.pdf', size: 2016, ...change });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await readdir(partsDir)).toEqual(before);
  });

  it('refuses a NUL in the file name with the message the GraphQL path gives', async () => {
    const { response } = await create({ name: 'releve\u0000.pdf', size: 2016 });
    expect(await response.json()).toEqual({ message: FORBIDDEN_CHARACTER });
  });

  it('sends a file whole in its creation request to the legacy, and keeps no part of it', async () => {
    const content = randomBytes(2016);
    const metadata = [
      `filename ${b64('releve-en-une-fois.pdf')}`,
      `filetype ${b64('application/pdf')}`,
      `codedossier ${b64('AGR001')}`,
      `typeFichier ${b64('AUTRESDOCS')}`,
    ].join(',');
    const response = await fetch(`${gateway.url}/fichiers/depots`, {
      method: 'POST',
      headers: {
        ...TUS,
        cookie: owner,
        'upload-length': String(content.length),
        'upload-metadata': metadata,
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(content),
    });
    expect(response.status).toBe(201);
    expect(decodeOutcome(response.headers.get(UPLOAD_RESULT_HEADER))).toEqual({ statut: 'envoye' });
    expect(sha256((await storedBytes('AGR001', 'releve-en-une-fois.pdf')) ?? Buffer.alloc(0))).toBe(
      sha256(content),
    );
    const id = new URL(response.headers.get('location') ?? '/', gateway.url).pathname.split('/').at(-1) ?? '';
    expect((await readdir(partsDir)).filter((file) => file.startsWith(id))).toEqual([]);
  });

  it('caps the files one person has in flight, and takes more once one is done', async () => {
    // associe@ starts no other upload in this file.
    const started = [];
    for (let n = 0; n < MAX_IN_FLIGHT_UPLOADS; n += 1) {
      const { response, url } = await create({ name: `partiel-${n}.pdf`, size: 1024 }, other);
      expect(response.status).toBe(201);
      started.push(url);
    }
    const refused = await create({ name: 'un-de-trop.pdf', size: 1024 }, other);
    expect(refused.response.status).toBe(429);
    expect(await refused.response.json()).toEqual({ message: UPLOAD_IN_FLIGHT_LIMIT });
    // The owner's own budget is untouched.
    expect((await create({ name: 'autre-personne.pdf', size: 1024 })).response.status).toBe(201);
    const done = await patch(started[0] ?? '', 0, randomBytes(1024), other);
    expect(done.status).toBe(204);
    expect((await create({ name: 'apres-un-envoi.pdf', size: 1024 }, other)).response.status).toBe(201);
  });

  it('caps the bytes one person has declared in flight, and takes more once one is ended by its creator', async () => {
    // particulier@ starts no other upload in this file; whole files of the largest size reach the byte cap first.
    const fits = MAX_IN_FLIGHT_UPLOAD_BYTES / MAX_UPLOAD_BYTES;
    expect(fits).toBeLessThan(MAX_IN_FLIGHT_UPLOADS);
    const started = [];
    for (let n = 0; n < fits; n += 1) {
      const declared = await create(
        { name: `gros-${n}.pdf`, size: MAX_UPLOAD_BYTES, codeDossier: 'PAR004' },
        individual,
      );
      expect(declared.response.status).toBe(201);
      started.push(declared.url);
    }
    const refused = await create(
      { name: 'petit-de-trop.pdf', size: 1024, codeDossier: 'PAR004' },
      individual,
    );
    expect(refused.response.status).toBe(429);
    expect(await refused.response.json()).toEqual({ message: UPLOAD_IN_FLIGHT_LIMIT });
    const ended = await fetch(started[0] ?? '', {
      method: 'DELETE',
      headers: { ...TUS, cookie: individual },
    });
    expect(ended.status).toBe(204);
    const again = await create(
      { name: 'gros-apres.pdf', size: MAX_UPLOAD_BYTES, codeDossier: 'PAR004' },
      individual,
    );
    expect(again.response.status).toBe(201);
  });

  it('refuses without a session, without the upload header, and payroll files on a file without a payroll manager', async () => {
    expect((await create({ name: 'a.pdf', size: 10 }, '')).response.status).toBe(401);
    expect(
      (await create({ name: 'a.pdf', size: 10 }, owner, { 'tus-resumable': '1.0.0' })).response.status,
    ).toBe(403);
    expect((await create({ name: 'a.pdf', size: 10, typeFichier: 'PAIE' })).response.status).toBe(403);
  });

  it('keeps an upload to its creator: another person can neither read nor continue it', async () => {
    const content = randomBytes(1000);
    const { url } = await create({ name: 'prive.pdf', size: content.length });
    expect((await head(url, other)).status).toBe(404);
    expect((await patch(url, 0, content, other)).status).toBe(404);
    expect(await storedBytes('AGR001', 'prive.pdf')).toBeNull();
  });
});

const UploadKinds = graphql(`
  query ContractDocumentUploadKinds($code: String!) {
    dossier(codeDossier: $code) {
      id
      documentUploadKinds
    }
  }
`);

const History = graphql(`
  query ContractUploadHistory($code: String!, $filter: SentDocumentFilter) {
    dossier(codeDossier: $code) {
      id
      sentDocuments(filter: $filter) {
        id
        nomFichier
        dateEnvoi
        typeFichier
      }
    }
  }
`);

const ConfirmDeposit = graphql(`
  mutation ContractConfirmDocumentUpload($input: ConfirmDocumentUploadInput!) {
    confirmDocumentUpload(input: $input) {
      sent
      errors {
        field
        message
      }
    }
  }
`);

describe('the upload choice and the report of a deposit', () => {
  it('offers pay only on a file with a payroll manager, invoices with non_cder_particulier', async () => {
    const kinds = async (code: string) =>
      (await gateway.graphql(UploadKinds, { code }, owner)).body.data?.dossier?.documentUploadKinds;
    expect(await kinds('AGR001')).toEqual(['document', 'invoice']);
    expect(await kinds('VIT002')).toEqual(['document', 'invoice', 'pay']);
  });

  it('lists the documents sent, documents apart from invoices', async () => {
    const names = async (filter: 'Tous' | 'Documents' | 'Factures') =>
      (
        await gateway.graphql(History, { code: 'AGR001', filter }, owner)
      ).body.data?.dossier?.sentDocuments?.map((d) => d.nomFichier);
    expect(await names('Documents')).toEqual(
      expect.arrayContaining(['releve-entier.pdf', 'bulletin-coupe.pdf']),
    );
    expect(await names('Factures')).toEqual([]);
  });

  it("reports a deposit to the file's contributors, and refuses a kind the file does not receive", async () => {
    const report = (kind: 'document' | 'pay') =>
      gateway.graphql(
        ConfirmDeposit,
        {
          input: {
            codeDossier: 'AGR001',
            kind,
            nbDocuments: 2,
            nbDocumentsEnErreur: 0,
            commentaire: 'Relevés',
          },
        },
        owner,
      );
    expect((await report('document')).body.data?.confirmDocumentUpload).toEqual({ sent: true, errors: [] });
    const refused = await report('pay');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
