import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultOf } from '@graphql-typed-document-node/core';
import type { RunningEmulator } from '../support/emulator.ts';
import { graphql } from '../testkit/__generated__/index.ts';
import { CancelAppointmentDocument } from './operations.ts';
import { startGateway, startOwnEmulatorProcess, type GraphQLAnswer } from './support.ts';

// The tests of this file book, edit, cancel and register on their own emulator, which runs in a process of its own:
// the 20 MB test measures what this process holds, and the emulator's database would count there too.
let emulator: RunningEmulator;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let cookie: string;

const BookAppointmentDocument = graphql(`
  mutation BookAppointment($input: BookAppointmentInput!) {
    bookAppointment(input: $input) {
      appointmentRequest {
        id
        legacyId
      }
      errors {
        field
        message
      }
    }
  }
`);

/** Posts a GraphQL multipart request whose files come from generators, as a browser streams them. */
async function postMultipart(
  files: { name: string; chunks: () => Iterable<Buffer> }[],
  input: Record<string, unknown>,
) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: print(BookAppointmentDocument),
      variables: { input: { ...input, files: files.map(() => null) } },
    }),
  );
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.input.files.${i}`]]))),
  );
  // Blobs would sit whole in the test's memory: the body is rebuilt as a stream instead.
  const boundary = `----contrat${randomBytes(8).toString('hex')}`;
  function* body() {
    for (const [name, value] of form.entries())
      if (typeof value === 'string')
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        );
    for (const [i, file] of files.entries()) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      );
      yield* file.chunks();
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  // Node's own client, which takes the body only as fast as the socket does (a browser does the same).
  const text = await new Promise<string>((resolve, reject) => {
    const call = httpRequest(
      `${gateway.url}/graphql`,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'x-graphql-yoga-csrf': '1',
          cookie,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => resolve(Buffer.concat(chunks).toString()));
      },
    );
    call.on('error', reject);
    Readable.from(body()).pipe(call);
  });
  return JSON.parse(text) as GraphQLAnswer<ResultOf<typeof BookAppointmentDocument>>;
}

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * What ArrayBuffers (Node's Buffers) this process holds once garbage is gone. V8 may free a collected buffer's
 * memory after the collection returns, so the count is read after a few collections, each followed by a turn of
 * the event loop.
 */
async function heldArrayBuffers(): Promise<number> {
  for (let round = 0; round < 3; round += 1) {
    collectGarbage();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().arrayBuffers;
}

/**
 * Deterministic pseudo-random bytes, produced 64 KB at a time: an AES-CTR key stream keyed by the seed, which costs
 * little next to what the gateway and the emulator do with the bytes.
 */
function generated(size: number, seed: string) {
  return function* () {
    const stream = createCipheriv(
      'aes-256-ctr',
      createHash('sha256').update(seed).digest(),
      Buffer.alloc(16),
    );
    for (let left = size; left > 0; left -= 65536) yield stream.update(Buffer.alloc(Math.min(65536, left)));
  };
}

function sha256Of(chunks: Iterable<Buffer>) {
  const hash = createHash('sha256');
  for (const chunk of chunks) hash.update(chunk);
  return hash.digest('hex');
}

// A pass-through proxy before the emulator that keeps the booking answers (their request ids) and, when asked,
// stops taking a booking's body after STALL_AFTER bytes until released.
const STALL_AFTER = 2 * 1024 * 1024;
const stall = { active: false, received: 0, release: () => undefined as void };
let proxy: Server;
/** The proxy's calls to the legacy still open: a refused upload leaves one, which the end of the file cuts. */
const toLegacy = new Set<ClientRequest>();
const bookingIds: string[] = [];

/** The payload of a booking the legacy recorded under this request id (of the file BOOKING books for). */
const recorded = (legacyId: string | undefined) => ({
  appointmentRequest: { id: `${booking.codeDossier}:${legacyId}`, legacyId },
  errors: [],
});
let legacySession = '';

// A child emulator seeds its own database; on a busy machine that takes a while.
const EMULATOR_START_LIMIT_MS = 180_000;

beforeAll(async () => {
  emulator = await startOwnEmulatorProcess();
  const legacyUrl = new URL(emulator.url);
  proxy = createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: legacyUrl.hostname,
        port: legacyUrl.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (req.url === '/api/appointments/register') {
          legacySession = String(req.headers.cookie);
          const chunks: Buffer[] = [];
          answer.on('data', (c: Buffer) => chunks.push(c));
          answer.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            if (answer.statusCode === 200) bookingIds.push((JSON.parse(text) as { id: string }).id);
            res.end(text);
          });
        } else answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    toLegacy.add(upstream);
    upstream.on('close', () => toLegacy.delete(upstream));
    if (req.url === '/api/appointments/register' && stall.active) {
      stall.active = false;
      stall.received = 0;
      let held = true;
      req.on('data', (chunk: Buffer) => {
        stall.received += chunk.length;
        if (!upstream.write(chunk)) req.pause();
        if (held && stall.received >= STALL_AFTER) req.pause();
      });
      upstream.on('drain', () => {
        if (!held || stall.received < STALL_AFTER) req.resume();
      });
      stall.release = () => {
        held = false;
        req.resume();
      };
      req.on('end', () => upstream.end());
    } else req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  gateway = await startGateway({ legacyUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` });
  cookie = await gateway.signIn('proprietaire@demo.fr');
}, EMULATOR_START_LIMIT_MS);

afterAll(async () => {
  // A refused or held upload may leave the proxy's call to the legacy open: cut it, so the gateway's call ends too.
  for (const call of toLegacy) call.destroy();
  const closed = new Promise<void>((resolve) => proxy.close(() => resolve()));
  proxy.closeAllConnections();
  await closed;
  await gateway.close();
  await emulator.stop();
});

const booking = {
  codeDossier: 'AGR001',
  codeAgent: 'AG101',
  reason: 'Bilan annuel',
  email: 'jeanne@demo.fr',
};

describe('appointment booking with attachments', () => {
  it('streams two files to the legacy API, which receives them byte for byte', async () => {
    const files = [
      { name: 'bilan.pdf', chunks: generated(3 * 1024 * 1024 + 17, 'a') },
      { name: 'photo.jpg', chunks: generated(200_001, 'b') },
    ];
    const answer = await postMultipart(files, booking);
    expect(answer.data?.bookAppointment).toEqual(recorded(bookingIds.at(-1)));
    const stored = await fetch(`${emulator.url}/api/appointments/requests/${bookingIds.at(-1)}`, {
      headers: { cookie: legacySession },
    });
    const request = (await stored.json()) as { files: { name: string; size: number; sha256: string }[] };
    expect(request.files).toEqual([
      { name: 'bilan.pdf', size: 3 * 1024 * 1024 + 17, sha256: sha256Of(files[0]!.chunks()) },
      { name: 'photo.jpg', size: 200_001, sha256: sha256Of(files[1]!.chunks()) },
    ]);
  });
  it('reads a 20 MB file from the browser only as fast as the legacy API takes it', async () => {
    const size = 20 * 1024 * 1024;
    let produced = 0;
    const file = generated(size, 'c');
    const counted = function* () {
      for (const chunk of file()) {
        produced += chunk.length;
        yield chunk;
      }
    };
    const before = await heldArrayBuffers();
    stall.active = true;
    const answering = postMultipart([{ name: 'gros.bin', chunks: counted }], booking);
    try {
      // Wait until the legacy side holds still and the browser side can send no more.
      let last = -1;
      while (stall.received < STALL_AFTER || produced !== last) {
        last = produced;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      // Were the file kept by the gateway, the browser could send all of it; only the sockets' buffers are ahead,
      // and what this process (browser, gateway and proxy together) holds in memory meanwhile is a few chunks.
      expect(produced).toBeLessThan(size);
      expect((await heldArrayBuffers()) - before).toBeLessThan(4 * 1024 * 1024);
    } finally {
      // Even when a check above fails, the booking ends here rather than in the next test.
      stall.release();
      await answering.catch(() => undefined);
    }
    const answer = await answering;
    expect(answer.data?.bookAppointment).toEqual(recorded(bookingIds.at(-1)));
    const stored = await fetch(`${emulator.url}/api/appointments/requests/${bookingIds.at(-1)}`, {
      headers: { cookie: legacySession },
    });
    const request = (await stored.json()) as { files: { size: number; sha256: string }[] };
    expect(request.files).toEqual([{ name: 'gros.bin', size, sha256: sha256Of(file()) }]);
  });

  it('refuses a 26 MB file while it streams, and the legacy keeps nothing', async () => {
    const count = bookingIds.length;
    const answer = await postMultipart(
      [{ name: 'enorme.bin', chunks: generated(26 * 1024 * 1024, 'd') }],
      booking,
    );
    expect(answer.data?.bookAppointment).toEqual({
      appointmentRequest: null,
      errors: [
        { field: 'input.files', message: 'Le fichier est trop volumineux, le poids maximal est 25 Mo' },
      ],
    });
    expect(bookingIds.length).toBe(count);
  });
});

const DossierAppointmentsDocument = graphql(`
  query DossierAppointments($codeDossier: String!) {
    dossier(codeDossier: $codeDossier) {
      appointments {
        nodes {
          id
          legacyId
          editable
          reason
        }
      }
    }
  }
`);

const EditAppointmentDocument = graphql(`
  mutation EditAppointment($input: EditAppointmentInput!) {
    editAppointment(input: $input) {
      appointment {
        legacyId
        reason
      }
      errors {
        field
        message
      }
    }
  }
`);

const AppointmentDetailDocument = graphql(`
  query AppointmentDetail($codeDossier: String!, $legacyId: String!) {
    dossier(codeDossier: $codeDossier) {
      appointment(legacyId: $legacyId) {
        legacyId
        reason
        editable
      }
    }
  }
`);

describe('appointment edit and cancel', () => {
  it('edits then cancels a future appointment, and refuses a past one without asking the legacy', async () => {
    const { body } = await gateway.graphql(DossierAppointmentsDocument, { codeDossier: 'VIT002' }, cookie);
    const list = body.data!.dossier!.appointments!.nodes;
    const future = list.find((a) => a.editable)!;
    const past = list.find((a) => !a.editable)!;

    const edited = await gateway.graphql(
      EditAppointmentDocument,
      {
        input: {
          id: future.id,
          reason: 'Nouveau motif',
          telephone: '0612345678',
        },
      },
      cookie,
    );
    expect(edited.body.data).toEqual({
      editAppointment: { appointment: { legacyId: future.legacyId, reason: 'Nouveau motif' }, errors: [] },
    });
    const detail = await gateway.graphql(
      AppointmentDetailDocument,
      { codeDossier: 'VIT002', legacyId: future.legacyId },
      cookie,
    );
    expect(detail.body.data?.dossier?.appointment).toEqual({
      legacyId: future.legacyId,
      reason: 'Nouveau motif',
      editable: true,
    });

    const refused = await gateway.graphql(CancelAppointmentDocument, { id: past.id }, cookie);
    expect(refused.body.data).toEqual({
      cancelAppointment: {
        appointment: { legacyId: past.legacyId },
        errors: [{ field: null, message: 'Ce rendez-vous est passé : il ne peut plus être annulé.' }],
      },
    });
    const posts = gateway.upstream.filter(
      (c) => c.operationRequestId === refused.requestId && c.method === 'POST',
    );
    expect(posts).toEqual([]);

    const cancelled = await gateway.graphql(CancelAppointmentDocument, { id: future.id }, cookie);
    expect(cancelled.body.data).toEqual({ cancelAppointment: { appointment: null, errors: [] } });
    const after = await gateway.graphql(DossierAppointmentsDocument, { codeDossier: 'VIT002' }, cookie);
    expect(after.body.data!.dossier!.appointments!.nodes.map((a) => a.legacyId)).not.toContain(
      future.legacyId,
    );
  });
});

const DossierEventsDocument = graphql(`
  query DossierEvents($codeDossier: String!) {
    dossier(codeDossier: $codeDossier) {
      events {
        nodes {
          id
          legacyId
          availability
          placesRestantes
          idcampagne
          registred
        }
      }
    }
  }
`);

const EventDetailDocument = graphql(`
  query EventDetail($codeDossier: String!, $legacyId: String!) {
    dossier(codeDossier: $codeDossier) {
      event(legacyId: $legacyId) {
        legacyId
        availability
        placesRestantes
        registred
        imageUrl
        dates
        linkedEvents {
          legacyId
        }
        subscriptions {
          id
          legacyId
          nom
          prenom
          email
          tel
          participe
          deleted
          estDossierMembre
          guidPersonne
          commentaire
        }
      }
    }
  }
`);

const SubscribeToEventDocument = graphql(`
  mutation SubscribeToEvent($input: SubscribeToEventInput!) {
    subscribeToEvent(input: $input) {
      event {
        legacyId
        nbInscrits
        placesRestantes
        registred
        subscriptions {
          nom
          deleted
          participe
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

const DeclineEventDocument = graphql(`
  mutation DeclineEvent($id: ID!) {
    declineEvent(id: $id) {
      event {
        legacyId
        registred
        subscriptions {
          deleted
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

describe('event registration', () => {
  it('registers two participants, refuses more than the places left in French, then declines', async () => {
    const list = await gateway.graphql(DossierEventsDocument, { codeDossier: 'VIT002' }, cookie);
    const open = list.body.data!.dossier!.events!.nodes.find(
      (e) =>
        e.availability === 'OUVERT' &&
        e.placesRestantes !== null &&
        e.placesRestantes !== undefined &&
        e.placesRestantes >= 2 &&
        e.registred === null,
    )!;
    const placesRestantes = open.placesRestantes!;
    const person = (n: number) => ({
      nom: `Nom${n}`,
      prenom: `Prénom${n}`,
      email: `p${n}@demo.fr`,
      participe: true,
      deleted: false,
    });

    const detail = await gateway.graphql(
      EventDetailDocument,
      { codeDossier: 'VIT002', legacyId: open.legacyId },
      cookie,
    );
    expect(detail.body.errors).toBeUndefined();
    expect(detail.body.data?.dossier?.event?.legacyId).toBe(open.legacyId);
    const calls = gateway.upstream
      .filter((c) => c.operationRequestId === detail.requestId)
      .map((c) => c.path);
    expect(new Set(calls).size).toBe(calls.length);

    const subscribed = await gateway.graphql(
      SubscribeToEventDocument,
      {
        input: { eventId: open.id, participants: [person(1), person(2)] },
      },
      cookie,
    );
    expect(subscribed.body.data?.subscribeToEvent.errors).toEqual([]);
    const event = subscribed.body.data?.subscribeToEvent.event;
    expect(event?.placesRestantes).toBe(placesRestantes - 2);
    expect(event?.subscriptions?.map((s) => s.nom)).toEqual(expect.arrayContaining(['Nom1', 'Nom2']));

    const left = placesRestantes - 2;
    const tooMany = Array.from({ length: left + 1 }, (_, i) => person(10 + i));
    const refused = await gateway.graphql(
      SubscribeToEventDocument,
      { input: { eventId: open.id, participants: tooMany } },
      cookie,
    );
    expect(refused.body.data).toMatchObject({
      subscribeToEvent: { errors: [{ message: `Il n'y a plus que ${left} place(s) restante(s).` }] },
    });
    expect(
      gateway.upstream.filter((c) => c.operationRequestId === refused.requestId && c.method === 'POST'),
    ).toEqual([]);

    const declined = await gateway.graphql(DeclineEventDocument, { id: open.id }, cookie);
    expect(declined.body.data?.declineEvent.errors).toEqual([]);
    expect(declined.body.data?.declineEvent.event?.registred).toBe(false);
    expect(declined.body.data?.declineEvent.event?.subscriptions?.every((s) => s.deleted)).toBe(true);
  });
});
