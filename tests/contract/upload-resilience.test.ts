import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../support/emulator.ts';
import { startGatewayProcess } from '../support/gateway-process.ts';
import type { GatewayProcess } from '../support/gateway-process.ts';
import { openMultipart } from './multipart-exchange.ts';
import { HomeDocument } from './operations.ts';
import { DEMO_PASSWORD, startOwnEmulatorProcess } from './support.ts';

// Each test sends requests that used to stop the gateway process, then checks the process is still there and
// answers. The gateway runs as its own process (production settings), in front of its own emulator whose call
// log shows which bookings reached the legacy.

const BOOK = `mutation ($input: BookAppointmentInput!) { bookAppointment(input: $input) { appointmentRequest { id } errors { field message } } }`;
const booking = {
  codeDossier: 'AGR001',
  codeAgent: 'AG101',
  reason: 'Bilan annuel',
  email: 'jeanne@demo.fr',
};

const SLOW_UPLOADS = 70;
const UPLOAD_CONNECTIONS = 4;
// Long enough for 70 bookings’ checks to pass before the first window ends, on a loaded machine (12 s was not,
// with three other sessions' builds and tests on the two cores: 61 of 70 in 10 s).
const RATE_WINDOW_MS = 20_000;
// Spec: a home card answers within 3 s.
const HOME_BOUND_MS = 3000;

let emulator: RunningEmulator;
let gateway: GatewayProcess;
let cookie: string;

beforeAll(async () => {
  emulator = await startOwnEmulatorProcess({ faults: true });
  gateway = await startGatewayProcess({
    legacyUrl: emulator.url,
    env: {
      // Few connections, so that holding them all takes few uploads.
      LEGACY_CONNECTIONS: '8',
      // The checks of 70 bookings queue on those 8 connections before any file comes: on a loaded machine they
      // outlast the default bound of a read, which is not what this file tests.
      LEGACY_READ_TIMEOUT_MS: '20000',
      UPLOAD_CONNECTIONS: String(UPLOAD_CONNECTIONS),
      UPLOAD_MIN_BYTES_PER_SECOND: '1000',
      UPLOAD_RATE_WINDOW_MS: String(RATE_WINDOW_MS),
    },
  });
  const signIn = await gateway.graphql<{ signIn: { errors: unknown[] } }>(
    'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
    { input: { login: 'proprietaire@demo.fr', password: DEMO_PASSWORD } },
  );
  expect(signIn.body.data?.signIn.errors).toEqual([]);
  cookie = signIn.setCookie;
});

afterAll(async () => {
  await gateway?.stop();
  await emulator?.stop();
});

interface ReceivedCall {
  method: string;
  url: string;
  requestId: string | null;
  status: number | null;
}

async function calls(): Promise<ReceivedCall[]> {
  return (await (await fetch(`${emulator.url}/__calls`)).json()) as ReceivedCall[];
}

const isBooking = (call: ReceivedCall) => call.method === 'POST' && call.url === '/api/appointments/register';

async function bookingsOf(requestId: string): Promise<ReceivedCall[]> {
  return (await calls()).filter((call) => isBooking(call) && call.requestId === requestId);
}

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still not true after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let sent = 0;
const nextRequestId = (what: string) => `${what}-${++sent}`;

/** A booking whose operations and map announce `files` files; the test writes the rest. */
function startBooking(files: number, requestId: string) {
  const exchange = openMultipart(gateway.url, { cookie, requestId });
  const { field } = exchange.parts;
  const input = { ...booking, files: Array.from({ length: files }, () => null) };
  exchange.write(field('operations', JSON.stringify({ query: BOOK, variables: { input } })));
  const map = Object.fromEntries(
    Array.from({ length: files }, (_, i) => [String(i), [`variables.input.files.${i}`]]),
  );
  exchange.write(field('map', JSON.stringify(map)));
  return exchange;
}

async function expectStillAnswering() {
  expect(gateway.exited(), gateway.output()).toBe(false);
  const { body } = await gateway
    .graphql<{ viewer: { login: string } }>('{ viewer { login } }', {}, cookie)
    .catch((error: unknown) => {
      throw new Error(`the gateway process did not answer (${String(error)})\n${gateway.output()}`);
    });
  expect(body.errors).toBeUndefined();
  expect(body.data).toEqual({ viewer: { login: 'proprietaire@demo.fr' } });
}

const errorsOf = (text: string) =>
  (JSON.parse(text) as { errors?: { message: string; extensions?: { code?: string } }[] }).errors ?? [];

/** Writes 9 one-byte file parts, over the limit of 8, each named by `nameOf(i)` as [field, filename]. */
function writeOneByteFiles(
  exchange: ReturnType<typeof startBooking>,
  nameOf: (i: number) => [string, string],
): void {
  for (let i = 0; i < 9; i++) {
    const [field, filename] = nameOf(i);
    exchange.write(
      Buffer.concat([exchange.parts.fileHead(field, filename), Buffer.from('x'), exchange.parts.fileEnd()]),
    );
  }
}

async function expectTooManyFilesRefused(answer: { text: string }, requestId: string): Promise<void> {
  await expectStillAnswering();
  expect(errorsOf(answer.text)).toMatchObject([
    { message: 'La requête multipart contient trop de fichiers.', extensions: { code: 'BAD_USER_INPUT' } },
  ]);
  expect(await bookingsOf(requestId)).toEqual([]);
}

describe('a failing upload ends its own request, and the gateway goes on', () => {
  it('refuses a map naming a file part that never comes, without opening a booking', async () => {
    const requestId = nextRequestId('part-manquante');
    const exchange = startBooking(1, requestId);
    exchange.end(exchange.parts.close());
    const answer = await exchange.answer;
    await expectStillAnswering();
    expect(errorsOf(answer.text)).toMatchObject([
      {
        message: 'Un fichier annoncé manque dans la requête multipart.',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
    expect(await bookingsOf(requestId)).toEqual([]);
  });

  it('refuses a map of 9 files, over the parser’s limit, before any booking', async () => {
    const requestId = nextRequestId('neuf-fichiers');
    const exchange = startBooking(9, requestId);
    writeOneByteFiles(exchange, (i) => [String(i), `f${i}.txt`]);
    exchange.end(exchange.parts.close());
    await expectTooManyFilesRefused(await exchange.answer, requestId);
  });

  it('refuses 9 file parts that come before the announced one, before any booking', async () => {
    const requestId = nextRequestId('neuf-parties');
    const exchange = startBooking(1, requestId);
    writeOneByteFiles(exchange, (i) => [`x${i}`, `x${i}.txt`]);
    exchange.write(
      Buffer.concat([exchange.parts.fileHead('0', 'a.txt'), Buffer.from('a'), exchange.parts.fileEnd()]),
    );
    exchange.end(exchange.parts.close());
    await expectTooManyFilesRefused(await exchange.answer, requestId);
  });

  it('ends a 2-file booking whose browser leaves during file 1, and the legacy keeps nothing', async () => {
    const requestId = nextRequestId('onglet-ferme');
    const exchange = startBooking(2, requestId);
    exchange.write(exchange.parts.fileHead('0', 'bilan.pdf'));
    exchange.write(Buffer.alloc(64 * 1024, 1));
    await until(async () => (await bookingsOf(requestId)).length === 1);
    exchange.drop();
    await exchange.answer;
    await expectStillAnswering();
    expect(await bookingsOf(requestId)).toMatchObject([{ status: null }]);
  });

  it('reads past an unannounced file part cut short by the end of the body', async () => {
    const exchange = openMultipart(gateway.url, { cookie });
    const { field, fileHead } = exchange.parts;
    exchange.write(field('operations', JSON.stringify({ query: '{ viewer { login } }' })));
    exchange.write(field('map', '{}'));
    exchange.write(fileHead('inconnu', 'inconnu.bin'));
    exchange.end(Buffer.alloc(1024, 2));
    await exchange.answer;
    await expectStillAnswering();
  });
});

describe('slow uploads', () => {
  // An aborted call stays pending in the log: each test starts from an empty one.
  beforeEach(async () => {
    await fetch(`${emulator.url}/__calls`, { method: 'DELETE' });
  });

  /** Uploads that announce one file and then send it a few bytes per second. */
  function startSlowUploads(what: string) {
    const requestIds = Array.from({ length: SLOW_UPLOADS }, () => nextRequestId(what));
    const uploads = requestIds.map((requestId) => {
      const exchange = startBooking(1, requestId);
      exchange.write(exchange.parts.fileHead('0', 'lent.bin'));
      return exchange;
    });
    const trickle = setInterval(() => {
      for (const upload of uploads) upload.write(Buffer.from('..'));
    }, 500);
    return { uploads, requestIds, stop: () => clearInterval(trickle) };
  }

  // The slow uploads are past their checks and hold the connections they can get: their bookings hold every upload
  // connection, pending at the legacy, and every other upload has had as many calls answered as those. A quiet
  // spell in the call log is no such sign: checks still waiting in the gateway for a legacy connection show one
  // too on a loaded machine (decision 014). Only these uploads' bookings count: bookings of the test before, cut as
  // it ended, can reach the log after it was emptied.
  async function untilUploadsHeld(requestIds: readonly string[]): Promise<void> {
    const ours = new Set(requestIds);
    let seen = 'no call log';
    await until(async () => {
      const log = (await calls()).filter((call) => call.requestId !== null && ours.has(call.requestId));
      const held = log.filter((call) => isBooking(call) && call.status === null);
      const checksOf = (requestId: string | null) =>
        log.filter((call) => call.requestId === requestId && !isBooking(call));
      const checks = held.length > 0 ? checksOf(held[0]!.requestId).length : 0;
      const checked = requestIds.filter((requestId) => {
        const made = checksOf(requestId);
        return made.length === checks && made.every((call) => call.status !== null);
      });
      seen = `${held.length} bookings held, ${checked.length} of ${requestIds.length} uploads past ${checks} checks`;
      return held.length === UPLOAD_CONNECTIONS && checked.length === requestIds.length;
      // Past the first window the gateway cuts them: waiting longer would wait for nothing.
    }, RATE_WINDOW_MS).catch((error: unknown) => {
      throw new Error(`the slow uploads never held the upload connections: ${seen}`, { cause: error });
    });
  }

  it('leave the owner’s home answering within its bound, and are cut by the minimum data rate', async () => {
    const startedAt = Date.now();
    const slow = startSlowUploads('lent');
    let ended = 0;
    for (const upload of slow.uploads) void upload.answer.then(() => (ended += 1));
    try {
      await untilUploadsHeld(slow.requestIds);
      const asked = Date.now();
      const { body } = await gateway.graphql(HomeDocument, { codeDossier: 'AGR001' }, cookie);
      expect(Date.now() - asked).toBeLessThan(HOME_BOUND_MS);
      // The home answered while every slow upload was still holding its request.
      expect(ended).toBe(0);
      expect(body.errors).toBeUndefined();
      expect(body.data?.viewer?.login).toBe('proprietaire@demo.fr');

      // Each slow upload sends 4 bytes per second, far below 1000: one window of reading is all it gets.
      const answers = await Promise.all(slow.uploads.map((upload) => upload.answer));
      expect(Date.now() - startedAt).toBeLessThan(RATE_WINDOW_MS + 5000);
      // Those the gateway could still answer say why.
      for (const answer of answers.filter((a) => a.status !== null))
        expect(errorsOf(answer.text)).toMatchObject([
          {
            message: "L'envoi est trop lent : la requête a été interrompue.",
            extensions: { code: 'REQUEST_TIMEOUT' },
          },
        ]);
    } finally {
      slow.stop();
    }
    await expectStillAnswering();
  });

  it('dropped all at once leave the gateway answering and its upload connections free', async () => {
    const slow = startSlowUploads('abandon');
    try {
      await untilUploadsHeld(slow.requestIds);
    } finally {
      slow.stop();
    }
    for (const upload of slow.uploads) upload.drop();
    await Promise.all(slow.uploads.map((upload) => upload.answer));
    await expectStillAnswering();

    // More bookings than upload connections go through: none is still held by a dropped upload.
    const bookings = Array.from({ length: UPLOAD_CONNECTIONS + 1 }, () => {
      const exchange = startBooking(1, nextRequestId('apres'));
      exchange.write(
        Buffer.concat([
          exchange.parts.fileHead('0', 'a.txt'),
          Buffer.from('bonjour'),
          exchange.parts.fileEnd(),
        ]),
      );
      exchange.end(exchange.parts.close());
      return exchange.answer;
    });
    for (const answer of await Promise.all(bookings))
      expect((JSON.parse(answer.text) as { data: unknown }).data).toEqual({
        bookAppointment: { appointmentRequest: { id: expect.any(String) as unknown }, errors: [] },
      });
  });
});
