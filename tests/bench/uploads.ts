import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  decodeOutcome,
  MAX_UPLOAD_BYTES,
  UPLOAD_CSRF_HEADER,
  UPLOAD_RESULT_HEADER,
  UPLOAD_WORKERS,
} from '@portal/schema/rules/document-uploads';
import { multipartBody } from '@portal/gateway/transport/multipart-body';
import type { RunningEmulator } from '../support/emulator.ts';
import { DEMO_PASSWORD } from '../testkit/session.ts';
import { signInPersisted, startGatewayProcess } from './overhead.ts';

/** Issue 17: files of the largest size the store takes, 100 of them unless `BENCH_UPLOAD_FILES` says fewer. */
const FILE_BYTES = MAX_UPLOAD_BYTES;
const DEFAULT_FILES = 100;
const CODE_DOSSIER = 'AGR001';
const MB = 1024 * 1024;

export interface UploadRoute {
  files: number;
  seconds: number;
  mbPerSecond: number;
}

export interface UploadsReport {
  method: string;
  fileMb: number;
  throughGateway: UploadRoute & { peakRssMb: number; partsLeft: number };
  direct: UploadRoute;
  /** Throughput through the gateway over the direct one. */
  ratio: number;
}

// One random mebibyte, sent over and over: a file's bytes are made as they are sent, never held whole.
const PATTERN = randomBytes(MB);

function* patterned(size: number): Generator<Buffer> {
  for (let left = size; left > 0; left -= PATTERN.length) yield PATTERN.subarray(0, Math.min(left, MB));
}

const fileBytes = (size: number): AsyncIterable<Buffer> => Readable.from(patterned(size));

/** Sends one request whose body streams from `body`; answers its status, headers and text. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: AsyncIterable<Uint8Array> | null,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }));
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    if (body) pipeline(Readable.from(body), outgoing).catch(reject);
    else outgoing.end();
  });
}

/** Sends the files `count` at a time, as the web app's workers do; answers the wall time in seconds. */
async function sendAll(files: number, sendOne: (n: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let n = next++; n < files; n = next++) await sendOne(n);
  };
  await Promise.all(Array.from({ length: UPLOAD_WORKERS }, worker));
  return (performance.now() - started) / 1000;
}

/**
 * Checks that the emulator stored the file whole, then removes it (100 files of 25 MB would fill the disk):
 * files/documents/<code>/<id>/1-<name>.
 */
async function removeStored(emulator: RunningEmulator, name: string): Promise<void> {
  const folder = path.join(emulator.dataDir, 'files', 'documents', CODE_DOSSIER);
  for (const id of await readdir(folder)) {
    const file = await stat(path.join(folder, id, `1-${name}`)).catch(() => null);
    if (!file) continue;
    if (file.size !== FILE_BYTES) throw new Error(`${name} stored with ${file.size} bytes`);
    await rm(path.join(folder, id), { recursive: true, force: true });
    return;
  }
  throw new Error(`${name} not found in the emulator's storage`);
}

/** One file with the tus protocol, as tus-js-client sends it: a creation, then its bytes in one PATCH. */
async function sendThroughGateway(gatewayUrl: string, cookie: string, name: string): Promise<void> {
  const tus = { 'tus-resumable': '1.0.0', [UPLOAD_CSRF_HEADER]: '1', cookie };
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const created = await send(
    `${gatewayUrl}/fichiers/depots`,
    'POST',
    {
      ...tus,
      'upload-length': String(FILE_BYTES),
      'upload-metadata': [
        `filename ${b64(name)}`,
        `filetype ${b64('application/pdf')}`,
        `codedossier ${b64(CODE_DOSSIER)}`,
        `typeFichier ${b64('AUTRESDOCS')}`,
      ].join(','),
    },
    null,
  );
  if (created.status !== 201)
    throw new Error(`upload of ${name} not created: ${created.status} ${created.text}`);
  const sent = await send(
    new URL(String(created.headers.location), gatewayUrl).href,
    'PATCH',
    {
      ...tus,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(FILE_BYTES),
    },
    fileBytes(FILE_BYTES),
  );
  const outcome = decodeOutcome(sent.headers[UPLOAD_RESULT_HEADER.toLowerCase()] as string | undefined);
  if (sent.status !== 204 || outcome.statut !== 'envoye')
    throw new Error(`${name} not sent through the gateway: ${sent.status} ${JSON.stringify(outcome)}`);
}

/** One file straight to the emulator's multipart call, as the gateway sends it on. */
async function sendDirect(legacyUrl: string, cookie: string, name: string): Promise<void> {
  const { contentType, body } = multipartBody(
    [
      ['codedossier', CODE_DOSSIER],
      ['typeFichier', 'AUTRESDOCS'],
    ],
    Readable.from([{ field: 'files', name, type: 'application/pdf', content: fileBytes(FILE_BYTES) }]),
  );
  const sent = await send(
    `${legacyUrl}/api/documents/upload`,
    'POST',
    { cookie, 'content-type': contentType },
    body,
  );
  if (sent.status !== 200) throw new Error(`${name} not sent to the emulator: ${sent.status} ${sent.text}`);
}

/** The files left in the parts folder once it stops shrinking (polled for at most five seconds). */
async function partsLeftIn(folder: string): Promise<number> {
  let left = (await readdir(folder)).length;
  for (let wait = 0; left > 0 && wait < 50; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = (await readdir(folder)).length;
  }
  return left;
}

const route = (files: number, seconds: number): UploadRoute => ({
  files,
  seconds: Math.round(seconds * 10) / 10,
  mbPerSecond: Math.round(((files * FILE_BYTES) / MB / seconds) * 10) / 10,
});

/**
 * Issue 17's upload bench: the files through the bundled gateway's resumable uploads (its own process, parts
 * on a disk folder of its own) with its peak resident memory, then the same files straight to the emulator.
 */
export async function measureUploads(emulator: RunningEmulator, signInHash: string): Promise<UploadsReport> {
  const files = Number(process.env.BENCH_UPLOAD_FILES ?? DEFAULT_FILES);
  const parts = await mkdtemp(path.join(tmpdir(), 'portail-banc-depots-'));
  const gateway = await startGatewayProcess(emulator.url, { RESUMABLE_UPLOADS_DIR: parts });
  try {
    const cookie = await signInPersisted(gateway.url, signInHash);
    const viaGateway = await sendAll(files, async (n) => {
      const name = `banc-passerelle-${n + 1}.pdf`;
      await sendThroughGateway(gateway.url, cookie, name);
      await removeStored(emulator, name);
    });
    const peakRssMb = Math.round(gateway.peakRssMb());
    // Sent or refused, the gateway removes a file's parts once its last answer is out: the last two files' may
    // still be going when their answers arrive.
    const partsLeft = await partsLeftIn(parts);

    const login = await fetch(`${emulator.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'proprietaire@demo.fr', password: DEMO_PASSWORD }),
    });
    const legacyCookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const direct = await sendAll(files, async (n) => {
      const name = `banc-direct-${n + 1}.pdf`;
      await sendDirect(emulator.url, legacyCookie, name);
      await removeStored(emulator, name);
    });

    const throughGateway = { ...route(files, viaGateway), peakRssMb, partsLeft };
    const straight = route(files, direct);
    return {
      method:
        `${files} files of ${FILE_BYTES / MB} MB, ${UPLOAD_WORKERS} at a time, generated as they are sent: ` +
        'through the bundled gateway (own process, NODE_ENV=production) with tus (a creation, then one PATCH of ' +
        "the whole file; the gateway streams it on to the emulator's POST /api/documents/upload), then straight " +
        "to that call as multipart; each stored file's size checked on the emulator's disk, then removed",
      fileMb: FILE_BYTES / MB,
      throughGateway,
      direct: straight,
      ratio: Math.round((throughGateway.mbPerSecond / straight.mbPerSecond) * 100) / 100,
    };
  } finally {
    await gateway.stop();
    await rm(parts, { recursive: true, force: true });
  }
}
