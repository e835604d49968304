import { encodeCursor, UNKNOWN_CURSOR } from '../../graphql/connection.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ownerRoutes,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
  withoutCost,
} from '../../testing/fake-legacy.ts';

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;

const LIST = 'GET /api/appointments/AGR001?limit=100';
const appointment = (id: string, upcoming: boolean) => ({
  id,
  date: upcoming ? '2026-12-01T09:30:00.000Z' : '2026-01-10T09:30:00.000Z',
  dateFin: null,
  title: 'Bilan',
  description: null,
  location: null,
  address: null,
  typeCommunication: 'Visio',
  reason: 'Motif',
  isEvent: false,
  upcoming,
  codeAgent: 'AG101',
});

beforeAll(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
  gateway = await startGatewayAgainst(legacy.url);
});

beforeEach(() => {
  legacy.calls.length = 0;
  legacy.routes[LIST] = () => ({ body: [appointment('7', true), appointment('3', false)] });
  legacy.routes['GET /api/appointments/participants/7'] = () => ({
    body: [{ codeagent: 'AG101', prenom: 'Thomas', nom: 'Lefèvre', fonction: 'Conseiller de gestion' }],
  });
});

afterAll(async () => {
  await gateway.app.close();
  await legacy.close();
});

const posts = () => legacy.calls.filter((c) => c.method === 'POST');

/** A GraphQL multipart request with small in-memory files, as the web app sends it. */
function multipart(input: Record<string, unknown>, files: { name: string; content: string }[]) {
  const boundary = 'essai-limite';
  const operations = {
    query:
      'mutation ($input: BookAppointmentInput!) { bookAppointment(input: $input) { appointmentRequest { legacyId } errors { field message } } }',
    variables: { input: { ...input, files: files.map(() => null) } },
  };
  const map = Object.fromEntries(files.map((_, i) => [String(i), [`variables.input.files.${i}`]]));
  const part = (headers: string, body: string) => `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
  const payload =
    part('Content-Disposition: form-data; name="operations"', JSON.stringify(operations)) +
    part('Content-Disposition: form-data; name="map"', JSON.stringify(map)) +
    files
      .map((f, i) =>
        part(
          `Content-Disposition: form-data; name="${i}"; filename="${f.name}"\r\nContent-Type: text/plain`,
          f.content,
        ),
      )
      .join('') +
    `--${boundary}--\r\n`;
  return gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-graphql-yoga-csrf': '1',
      cookie: SESSION,
    },
    payload,
  });
}

const booking = { codeDossier: 'AGR001', codeAgent: 'AG101', reason: 'Bilan', email: 'jeanne@demo.fr' };

describe('appointment booking', () => {
  it('refuses a malformed e-mail with the spec’s message, sending nothing to the legacy', async () => {
    const response = await multipart({ ...booking, email: 'jeanne@' }, [{ name: 'a.txt', content: 'a' }]);
    expect(withoutCost(response.json())).toEqual({
      data: {
        bookAppointment: {
          appointmentRequest: null,
          errors: [{ field: 'input.email', message: "L'email renseigné n'est pas valide." }],
        },
      },
    });
    expect(posts()).toEqual([]);
  });

  it('refuses 5 files before reading them, sending nothing to the legacy', async () => {
    const files = ['a', 'b', 'c', 'd', 'e'].map((n) => ({ name: `${n}.txt`, content: n }));
    const response = await multipart(booking, files);
    expect(withoutCost(response.json())).toEqual({
      data: {
        bookAppointment: {
          appointmentRequest: null,
          errors: [{ field: 'input.files', message: 'Vous ne pouvez pas joindre plus de 4 fichiers.' }],
        },
      },
    });
    expect(posts()).toEqual([]);
  });

  it('sends one multipart request with the fields and each distinct file once', async () => {
    legacy.routes['POST /api/appointments/register'] = () => ({ body: { status: 'OK', id: 'r1' } });
    const files = [
      { name: 'a.txt', content: 'premier' },
      { name: 'a.txt', content: 'doublon' },
      { name: 'b.txt', content: 'second' },
    ];
    const response = await multipart(booking, files);
    expect(withoutCost(response.json())).toEqual({
      data: { bookAppointment: { appointmentRequest: { legacyId: 'r1' }, errors: [] } },
    });
    const [sent] = posts();
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    for (const expected of [
      'name="id"\r\n\r\nAG101',
      'name="raisonSociale"\r\n\r\nEARL des Aulnes',
      'premier',
      'second',
    ])
      expect(sent?.body).toContain(expected);
    expect(sent?.body).toContain('name="files[1]"; filename="b.txt"');
    expect(sent?.body).not.toContain('doublon');
  });

  it('answers ATTACHMENT_EMPTY for an empty file', async () => {
    legacy.routes['POST /api/appointments/register'] = () => ({ body: { status: 'OK', id: 'r2' } });
    const response = await multipart(booking, [{ name: 'vide.txt', content: '' }]);
    expect(withoutCost(response.json())).toEqual({
      data: {
        bookAppointment: {
          appointmentRequest: null,
          errors: [{ field: 'input.files', message: 'Le fichier vide.txt est vide.' }],
        },
      },
    });
  });

  it('shows the spec’s failure message when the legacy fails unexpectedly', async () => {
    legacy.routes['POST /api/appointments/register'] = () => ({
      status: 500,
      body: { message: 'x', affichable: false },
    });
    const response = await multipart(booking, [{ name: 'a.txt', content: 'a' }]);
    expect(withoutCost(response.json())).toEqual({
      data: {
        bookAppointment: {
          appointmentRequest: null,
          errors: [{ field: null, message: 'Echec lors de la prise de RDV, veuillez réessayez.' }],
        },
      },
    });
  });

  it('refuses a multipart request whose files come before operations', async () => {
    const boundary = 'ordre';
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-graphql-yoga-csrf': '1',
        cookie: SESSION,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.txt"\r\n\r\na\r\n--${boundary}--\r\n`,
    });
    expect(response.json<{ errors: { extensions: { code: string } }[] }>().errors[0]?.extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(posts()).toEqual([]);
  });
});

const EDIT =
  'mutation ($input: EditAppointmentInput!) { editAppointment(input: $input) { appointment { legacyId } errors { field message } } }';
const CANCEL =
  'mutation ($id: ID!) { cancelAppointment(id: $id) { appointment { legacyId } errors { message } } }';

describe('appointment edit and cancel', () => {
  it('answers NOT_FOUND for an id the file does not have, and FORBIDDEN for another person’s file', async () => {
    const unknown = await postGraphQL(
      gateway.app,
      { query: CANCEL, variables: { id: 'AGR001:999' } },
      { cookie: SESSION },
    );
    expect(unknown.json().errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const other = await postGraphQL(
      gateway.app,
      { query: CANCEL, variables: { id: 'PAR004:7' } },
      { cookie: SESSION },
    );
    expect(other.json().errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(posts()).toEqual([]);
  });

  it('refuses to edit or cancel a past appointment without asking the legacy', async () => {
    const input = { id: 'AGR001:3', reason: 'Autre', email: 'jeanne@demo.fr' };
    const edit = await postGraphQL(gateway.app, { query: EDIT, variables: { input } }, { cookie: SESSION });
    expect(edit.json().data).toEqual({
      editAppointment: {
        appointment: { legacyId: '3' },
        errors: [{ field: null, message: 'Ce rendez-vous est passé : il ne peut plus être modifié.' }],
      },
    });
    const cancel = await postGraphQL(
      gateway.app,
      { query: CANCEL, variables: { id: 'AGR001:3' } },
      { cookie: SESSION },
    );
    expect(cancel.json().data).toEqual({
      cancelAppointment: {
        appointment: { legacyId: '3' },
        errors: [{ message: 'Ce rendez-vous est passé : il ne peut plus être annulé.' }],
      },
    });
    expect(posts()).toEqual([]);
  });

  it('checks the reason before anything is sent', async () => {
    const input = { id: 'AGR001:7', reason: ' ', telephone: '0612345678' };
    const edit = await postGraphQL(gateway.app, { query: EDIT, variables: { input } }, { cookie: SESSION });
    expect(edit.json().data).toEqual({
      editAppointment: {
        appointment: null,
        errors: [{ field: 'input.reason', message: 'Le champ du motif est requis.' }],
      },
    });
    expect(posts()).toEqual([]);
  });
});

describe('appointment detail', () => {
  it('reads the detail from the file’s list: the list and the detail together make one call each', async () => {
    const query = `query { dossier(codeDossier: "AGR001") {
      appointments { nodes { legacyId } }
      appointment(legacyId: "7") { legacyId editable codeAgent participants { nom codeagent } }
      missing: appointment(legacyId: "404") { legacyId }
    } }`;
    const { json } = await postGraphQL(gateway.app, { query }, { cookie: SESSION });
    expect(json().data).toEqual({
      dossier: {
        appointments: { nodes: [{ legacyId: '7' }, { legacyId: '3' }] },
        appointment: {
          legacyId: '7',
          editable: true,
          codeAgent: 'AG101',
          participants: [{ nom: 'Lefèvre', codeagent: 'AG101' }],
        },
        missing: null,
      },
    });
    const paths = legacy.calls.map((c) => `${c.method} ${c.path}`);
    expect(paths.filter((p) => p === LIST)).toHaveLength(1);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('appointment pages', () => {
  it('answers the first items after a cursor, where the page stands, and only the upcoming ones when asked', async () => {
    const query = `query { dossier(codeDossier: "AGR001") {
      head: appointments(first: 1) { nodes { legacyId } totalCount pageInfo { hasNextPage hasPreviousPage endCursor } }
      tail: appointments(first: 5, after: "7") { edges { cursor } pageInfo { hasNextPage hasPreviousPage } }
      upcoming: appointments(upcoming: true) { nodes { legacyId } totalCount }
    } }`;
    const { json } = await postGraphQL(gateway.app, { query }, { cookie: SESSION });
    expect(json().data).toEqual({
      dossier: {
        head: {
          nodes: [{ legacyId: '7' }],
          totalCount: 2,
          pageInfo: {
            hasNextPage: true,
            hasPreviousPage: false,
            endCursor: encodeCursor('appointment', '7'),
          },
        },
        // Opaque cursors; the bare id a script kept from before ("7") still points at its appointment.
        tail: {
          edges: [{ cursor: encodeCursor('appointment', '3') }],
          pageInfo: { hasNextPage: false, hasPreviousPage: true },
        },
        upcoming: { nodes: [{ legacyId: '7' }], totalCount: 1 },
      },
    });
  });

  it('refuses a cursor the list does not hold, in French, rather than answering another page', async () => {
    const query = `query { dossier(codeDossier: "AGR001") { appointments(after: "404") { nodes { legacyId } } } }`;
    const { json } = await postGraphQL(gateway.app, { query }, { cookie: SESSION });
    expect(json().errors?.[0]).toMatchObject({
      message: UNKNOWN_CURSOR,
      extensions: { code: 'BAD_USER_INPUT', affichable: true },
    });
  });
});
