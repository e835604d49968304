import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ownerRoutes,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
} from '../../testing/fake-legacy.ts';

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;

const LIST = 'GET /api/events?codeDossier=AGR001&limit=300';
const event = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Événement ${id}`,
  date: '2026-12-10T09:00:00.000Z',
  dateDebut: null,
  dateFin: null,
  dates: ['2026-12-10T09:00:00.000Z'],
  location: null,
  address: { ville: 'Angers' },
  type: 'formation',
  url: null,
  registrationRequired: true,
  estAnnule: false,
  nbMaxInscription: 10,
  nbInscrits: 9,
  idcampagne: 'C1',
  nbevent: 2,
  registred: null,
  upcoming: true,
  ...extra,
});
const subscription = {
  id: '1',
  i: 0,
  nom: 'Morel',
  prenom: 'Jeanne',
  email: 'jeanne@demo.fr',
  tel: null,
  participe: true,
  deleted: false,
  guidPersonne: 'guid-proprietaire',
  estDossierMembre: true,
  idCampagne: 'C1',
  commentaire: null,
};

beforeAll(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
  legacy.routes['GET /api/droits'] = () => ({
    body: {
      userId: 'proprietaire@demo.fr',
      typeUtilisateur: 'client',
      mesDroits: { utilisateur: [], dossiers: [{ codeDossier: 'AGR001', modules: ['page_events'] }] },
      fonctionsUtilisateur: [],
    },
  });
  gateway = await startGatewayAgainst(legacy.url);
});

beforeEach(() => {
  legacy.calls.length = 0;
  legacy.routes[LIST] = () => ({
    body: [
      event('1'),
      event('2', { idcampagne: null, estAnnule: true }),
      event('3', { upcoming: false, idcampagne: null }),
      event('4', { nbInscrits: 10, idcampagne: null }),
      event('5', { nbMaxInscription: 0, idcampagne: null }),
    ],
  });
  legacy.routes['GET /api/events/linked/C1/AGR001'] = () => ({ body: [event('1'), event('6')] });
  legacy.routes['GET /api/events/subscriptions/AGR001/1'] = () => ({ body: [subscription] });
});

afterAll(async () => {
  await gateway.app.close();
  await legacy.close();
});

describe('event fields', () => {
  it('says where each event stands, its places left, its picture and other dates, with one call per address', async () => {
    const query = `query { dossier(codeDossier: "AGR001") {
      events { nodes { legacyId availability placesRestantes } }
      event(legacyId: "1") { imageUrl dates linkedEvents { legacyId } subscriptions { legacyId nom estDossierMembre participe } }
      cancelled: event(legacyId: "2") { linkedEvents { legacyId } }
    } }`;
    const { json } = await postGraphQL(gateway.app, { query }, { cookie: SESSION });
    expect(json().data).toEqual({
      dossier: {
        events: {
          nodes: [
            { legacyId: '1', availability: 'OUVERT', placesRestantes: 1 },
            { legacyId: '2', availability: 'ANNULE', placesRestantes: 1 },
            { legacyId: '3', availability: 'PASSE', placesRestantes: 1 },
            { legacyId: '4', availability: 'COMPLET', placesRestantes: 0 },
            { legacyId: '5', availability: 'OUVERT', placesRestantes: null },
          ],
        },
        event: {
          imageUrl: '/fichiers/events/1/image',
          dates: ['2026-12-10T09:00:00.000Z'],
          linkedEvents: [{ legacyId: '6' }],
          subscriptions: [{ legacyId: '1', nom: 'Morel', estDossierMembre: true, participe: true }],
        },
        cancelled: { linkedEvents: [] },
      },
    });
    const paths = legacy.calls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('streams the event’s picture', async () => {
    legacy.routes['GET /api/events/image/1'] = () => ({
      raw: '<svg/>',
      headers: { 'content-type': 'image/svg+xml' },
    });
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/fichiers/events/1/image',
      headers: { cookie: SESSION },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<svg/>');
  });
});

const SUBSCRIBE =
  'mutation ($input: SubscribeToEventInput!) { subscribeToEvent(input: $input) { event { legacyId } errors { field message } } }';
const person = { nom: 'Girard', prenom: 'Paul', email: 'paul@demo.fr', participe: true, deleted: false };

describe('event registration', () => {
  const subscribe = (eventLegacyId: string, participants: Record<string, unknown>[]) =>
    postGraphQL(
      gateway.app,
      { query: SUBSCRIBE, variables: { input: { eventId: `AGR001:${eventLegacyId}`, participants } } },
      { cookie: SESSION },
    );
  const posts = () => legacy.calls.filter((c) => c.method === 'POST');

  it('refuses more participants than places left, in French, without asking the legacy', async () => {
    const { json } = await subscribe('1', [person, { ...person, email: 'autre@demo.fr' }]);
    expect(json().data).toEqual({
      subscribeToEvent: {
        event: { legacyId: '1' },
        errors: [{ field: 'input.participants', message: "Il n'y a plus que 1 place(s) restante(s)." }],
      },
    });
    expect(posts()).toEqual([]);
  });

  it('checks every kept participant’s fields and the pending ones', async () => {
    const fields = await subscribe('1', [{ ...person, nom: ' ', email: 'paul@' }]);
    expect(fields.json().data).toMatchObject({
      subscribeToEvent: {
        errors: [
          { field: 'input.participants.0.nom', message: 'Le nom est obligatoire' },
          { field: 'input.participants.0.email', message: "L'email est invalide" },
        ],
      },
    });
    const pending = await subscribe('1', [{ ...person, participe: null }]);
    expect(pending.json().data).toMatchObject({
      subscribeToEvent: {
        errors: [{ message: 'Merci de valider ou de supprimer les participants en attente' }],
      },
    });
    expect(posts()).toEqual([]);
  });

  it('refuses an answer to a cancelled or past event without asking the legacy', async () => {
    const cancelled = await subscribe('2', [person]);
    expect(cancelled.json().data).toMatchObject({
      subscribeToEvent: {
        errors: [{ message: "Cet événement est annulé : il n'est plus possible d'y répondre." }],
      },
    });
    const past = await subscribe('3', [person]);
    expect(past.json().data).toMatchObject({
      subscribeToEvent: {
        errors: [{ message: "Cet événement est passé : il n'est plus possible d'y répondre." }],
      },
    });
    expect(posts()).toEqual([]);
  });

  it('sends a valid registration once and answers the event as it now stands, reading nothing twice', async () => {
    const paul = { ...subscription, id: '2', nom: 'Girard', prenom: 'Paul', estDossierMembre: false };
    legacy.routes['POST /api/events/subscribe/AGR001/1'] = () => ({
      body: { status: 'OK', subscriptions: [subscription, paul] },
    });
    const { json } = await postGraphQL(
      gateway.app,
      {
        query:
          'mutation ($input: SubscribeToEventInput!) { subscribeToEvent(input: $input) { event { legacyId registred nbInscrits availability placesRestantes subscriptions { legacyId } } errors { message } } }',
        variables: { input: { eventId: 'AGR001:1', participants: [{ ...person }] } },
      },
      { cookie: SESSION },
    );
    // Jeanne held a place already; Paul takes the last one of ten.
    expect(json().data).toEqual({
      subscribeToEvent: {
        event: {
          legacyId: '1',
          registred: true,
          nbInscrits: 10,
          availability: 'COMPLET',
          placesRestantes: 0,
          subscriptions: [{ legacyId: '1' }, { legacyId: '2' }],
        },
        errors: [],
      },
    });
    const [sent] = posts();
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      subscriptions: [
        {
          id: null,
          nom: 'Girard',
          prenom: 'Paul',
          email: 'paul@demo.fr',
          tel: null,
          participe: true,
          deleted: false,
        },
      ],
      idCampagne: 'C1',
    });
    const reads = legacy.calls.filter((c) => c.method === 'GET').map((c) => c.path);
    expect(reads.length).toBe(new Set(reads).size);
  });

  it('answers FORBIDDEN for another person’s file before any data call', async () => {
    const { json } = await postGraphQL(
      gateway.app,
      {
        query: SUBSCRIBE,
        variables: { input: { eventId: 'PAR004:1', participants: [person] } },
      },
      { cookie: SESSION },
    );
    expect(json().errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(legacy.calls.filter((c) => c.path.startsWith('/api/events'))).toEqual([]);
  });
});
