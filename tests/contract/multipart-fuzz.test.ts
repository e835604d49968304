import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../support/emulator.ts';
import { startGatewayProcess } from '../support/gateway-process.ts';
import type { GatewayProcess } from '../support/gateway-process.ts';
import { openMultipart } from './multipart-exchange.ts';
import { DEMO_PASSWORD, startOwnEmulatorProcess } from './support.ts';

// Malformed multipart requests, generated, against the gateway as its own process in front of the
// fault-injecting emulator. After each one: the process is up and answers, no prototype of the process
// changed, and the emulator's call log shows no booking the request should not have made.

const BOOK = `mutation ($input: BookAppointmentInput!) { bookAppointment(input: $input) { appointmentRequest { id } errors { field message } } }`;
const booking = {
  codeDossier: 'AGR001',
  codeAgent: 'AG101',
  reason: 'Bilan annuel',
  email: 'jeanne@demo.fr',
};

let emulator: RunningEmulator;
let gateway: GatewayProcess;
let cookie: string;

beforeAll(async () => {
  emulator = await startOwnEmulatorProcess({ faults: true });
  gateway = await startGatewayProcess({ legacyUrl: emulator.url });
  const signIn = await gateway.graphql<{ signIn: { errors: unknown[] } }>(
    'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
    { input: { login: 'proprietaire@demo.fr', password: DEMO_PASSWORD } },
  );
  cookie = signIn.setCookie;
});

afterAll(async () => {
  await gateway?.stop();
  await emulator?.stop();
});

/** One part of the body: a field, or a file whose content the test may cut inside. */
type Part = { field: string; value: string } | { file: string; content: string };

type Ending =
  | { kind: 'complete' }
  /** The client ends its request early: the body stops at that fraction of its length. */
  | { kind: 'truncated'; at: number }
  /** The client drops the connection at that fraction of the body. */
  | { kind: 'dropped'; at: number };

interface FuzzRequest {
  parts: Part[];
  ending: Ending;
  /** Instead of a fraction of the body, cut right after these many bytes of that file part's content. */
  cutInside?: { part: number; bytes: number };
  /** How long the client waits before ending or dropping a cut body: long enough, its booking is opened first. */
  pauseMs?: number;
}

let sent = 0;

/** Sends the request and answers its id once the exchange is over (answered, or closed). */
async function send(request: FuzzRequest): Promise<string> {
  const requestId = `fuzz-${++sent}`;
  const exchange = openMultipart(gateway.url, { cookie, requestId });
  const { field, fileHead, fileEnd, close } = exchange.parts;
  const encoded = request.parts.map((part) =>
    'field' in part
      ? [field(part.field, part.value)]
      : [fileHead(part.file, `${part.file}.bin`), Buffer.from(part.content), fileEnd()],
  );
  const body = Buffer.concat([...encoded.flat(), close()]);
  const { ending, cutInside } = request;
  const at = cutInside
    ? Buffer.concat(encoded.slice(0, cutInside.part).flat()).length +
      encoded[cutInside.part]![0]!.length +
      cutInside.bytes
    : Math.floor(body.length * (ending.kind === 'complete' ? 1 : ending.at));
  if (ending.kind === 'complete') exchange.end(body);
  else {
    exchange.write(body.subarray(0, at));
    await new Promise((resolve) => setTimeout(resolve, request.pauseMs ?? 20));
    if (ending.kind === 'truncated') exchange.end();
    else exchange.drop();
  }
  await exchange.answer;
  return requestId;
}

interface ReceivedCall {
  method: string;
  url: string;
  requestId: string | null;
  status: number | null;
}

async function bookingsOf(requestId: string): Promise<ReceivedCall[]> {
  const calls = (await (await fetch(`${emulator.url}/__calls`)).json()) as ReceivedCall[];
  return calls.filter(
    (call) =>
      call.method === 'POST' && call.url === '/api/appointments/register' && call.requestId === requestId,
  );
}

async function expectProcessUnharmed() {
  expect(gateway.exited(), gateway.output()).toBe(false);
  expect(await gateway.changedPrototypes()).toEqual([]);
}

// Segments a path of the map can be made of: the booking's own, and every way out to a prototype.
const segment = fc.constantFrom(
  'variables',
  'input',
  'files',
  '0',
  '1',
  '4',
  '00',
  '-1',
  'query',
  'reason',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'length',
  '',
);
const anyPath = fc.array(segment, { minLength: 1, maxLength: 6 }).map((s) => s.join('.'));
const bookingSlots = (files: number) => Array.from({ length: files }, (_, i) => `variables.input.files.${i}`);
const bookingOperations = (files: number) =>
  JSON.stringify({ query: BOOK, variables: { input: { ...booking, files: Array(files).fill(null) } } });
const fileContent = fc.string({ minLength: 2, maxLength: 200 });
const fileParts = fc.array(
  fc.record({ file: fc.constantFrom('0', '1', '2', '3', 'x', '__proto__'), content: fileContent }),
  { maxLength: 10 },
);
const ending: fc.Arbitrary<Ending> = fc.oneof(
  fc.constant({ kind: 'complete' as const }),
  fc.record({ kind: fc.constant('truncated' as const), at: fc.double({ min: 0, max: 0.99, noNaN: true }) }),
  fc.record({ kind: fc.constant('dropped' as const), at: fc.double({ min: 0, max: 0.99, noNaN: true }) }),
);

/** Requests wrong before their first file: what they announce cannot be run as a booking. */
const malformedPreamble: fc.Arbitrary<FuzzRequest> = fc
  .oneof(
    // Random JSON, or no JSON at all, as the operations, with any map.
    fc.record({
      operations: fc.oneof(
        fc.jsonValue().map((v) => JSON.stringify(v)),
        fc.string(),
      ),
      map: fc.oneof(
        fc.jsonValue().map((v) => JSON.stringify(v)),
        fc
          .dictionary(fc.string({ maxLength: 3 }), fc.array(anyPath, { maxLength: 3 }))
          .map((m) => JSON.stringify(m)),
      ),
    }),
    // A booking whose map names at least one path that is no file slot of it (a prototype among others).
    fc
      .record({
        files: fc.integer({ min: 1, max: 4 }),
        wrong: anyPath,
        others: fc.array(anyPath, { maxLength: 3 }),
      })
      .filter(({ files, wrong }) => !bookingSlots(files).includes(wrong))
      .map(({ files, wrong, others }) => ({
        operations: bookingOperations(files),
        map: JSON.stringify({ '0': [wrong, ...others] }),
      })),
    // A booking whose map announces more files than a request may carry, or is no object.
    fc.integer({ min: 9, max: 12 }).map((files) => ({
      operations: bookingOperations(files),
      map: JSON.stringify(Object.fromEntries(bookingSlots(files).map((slot, i) => [String(i), [slot]]))),
    })),
    fc
      .jsonValue()
      .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
      .map((map) => ({
        operations: bookingOperations(1),
        map: JSON.stringify(map),
      })),
  )
  .chain(({ operations, map }) =>
    fc
      .record({
        // The spec's order, or files and fields in another one.
        order: fc.constantFrom('spec', 'files first', 'map first'),
        files: fileParts,
        ending,
      })
      .map(({ order, files, ending: end }) => {
        const fields: Part[] = [
          { field: 'operations', value: operations },
          { field: 'map', value: map },
        ];
        const parts: Part[] =
          order === 'spec'
            ? [...fields, ...files]
            : order === 'files first'
              ? [...files, ...fields]
              : [fields[1]!, fields[0]!, ...files];
        return { parts, ending: end };
      }),
  );

/** Right bookings whose body then goes wrong: a file missing, too many parts first, or cut inside a file. */
const brokenBody: fc.Arbitrary<FuzzRequest> = fc
  .record({
    files: fc.array(fileContent, { minLength: 1, maxLength: 4 }),
    fault: fc.constantFrom('missing', 'too many parts', 'truncated', 'dropped'),
    which: fc.nat(),
    at: fc.double({ min: 0, max: 0.99, noNaN: true }),
    pauseMs: fc.constantFrom(0, 300),
  })
  .map(({ files, fault, which, at, pauseMs }) => {
    const fields: Part[] = [
      { field: 'operations', value: bookingOperations(files.length) },
      {
        field: 'map',
        value: JSON.stringify(
          Object.fromEntries(files.map((_, i) => [String(i), [`variables.input.files.${i}`]])),
        ),
      },
    ];
    const fileParts: Part[] = files.map((content, i) => ({ file: String(i), content }));
    const k = which % files.length;
    if (fault === 'missing')
      return {
        parts: [...fields, ...fileParts.filter((_, i) => i !== k)],
        ending: { kind: 'complete' as const },
      };
    if (fault === 'too many parts') {
      const extra: Part[] = Array.from({ length: 9 }, (_, i) => ({ file: `x${i}`, content: 'x' }));
      return { parts: [...fields, ...extra, ...fileParts], ending: { kind: 'complete' as const } };
    }
    // Cut inside file k: the body stops strictly within its content, so that file is never whole.
    return {
      parts: [...fields, ...fileParts],
      ending: { kind: fault, at: 0 },
      cutInside: { part: fields.length + k, bytes: Math.floor(Buffer.byteLength(files[k]!) * at) },
      pauseMs,
    };
  });

describe('malformed multipart requests', () => {
  it('never stop the gateway, change a prototype, or open a booking when wrong before their files', async () => {
    await fc.assert(
      fc.asyncProperty(malformedPreamble, async (request) => {
        const requestId = await send(request);
        await expectProcessUnharmed();
        expect(await bookingsOf(requestId)).toEqual([]);
      }),
      { numRuns: 80 },
    );
    const { body } = await gateway.graphql<{ viewer: { login: string } }>('{ viewer { login } }', {}, cookie);
    expect(body.data?.viewer.login).toBe('proprietaire@demo.fr');
  });

  it('never stop the gateway nor leave a booking at the legacy when their body goes wrong', async () => {
    await fc.assert(
      fc.asyncProperty(brokenBody, async (request) => {
        const requestId = await send(request);
        await expectProcessUnharmed();
        // A booking may have been opened with the first files; the legacy never accepted it.
        expect((await bookingsOf(requestId)).filter((call) => call.status === 200)).toEqual([]);
      }),
      { numRuns: 40 },
    );
    const { body } = await gateway.graphql<{ viewer: { login: string } }>('{ viewer { login } }', {}, cookie);
    expect(body.data?.viewer.login).toBe('proprietaire@demo.fr');
  });
});
