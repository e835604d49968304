import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../db/seed/people.ts';
import { guidFor } from '../db/seed/support.ts';
import { DATABASE_HOOK_TIMEOUT, signIn, startTestApp, stopTestApp } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let partner: string;
beforeAll(async () => {
  ctx = await startTestApp();
  [owner, partner] = await Promise.all([
    signIn(ctx.app, 'proprietaire@demo.fr'),
    signIn(ctx.app, 'associe@demo.fr'),
  ]);
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

const get = (url: string, cookie = owner) => ctx.app.inject({ url, headers: { cookie } });
const post = (url: string, payload: object, cookie = owner) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

interface Subscription {
  id: string;
  i: number;
  nom: string;
  prenom: string;
  email: string;
  tel: string | null;
  participe: boolean | null;
  deleted: boolean;
  estDossierMembre: boolean;
  idCampagne: string | null;
}
interface Event {
  id: string;
  registred: boolean | null;
  nbInscrits: number;
  nbMaxInscription: number;
  idcampagne: string | null;
  dates: string[];
}

// AGR001's events (seed): 70001 past PAC meeting attended; 70002 past, declined; 70003 webinar; 70004 cancelled;
// 70005 full; 70006-70008 a three-date training (70006: the owner and her partner, 70007: 1 place left);
// 70009-70010 a two-date assembly (70009 declined).
const invitation = async (id: string) =>
  (await get(`/api/events/invitation/AGR001/${id}`)).json<Event & { subscriptions: Subscription[] }>();

const person = (prenom: string, nom: string, extra: object = {}) => ({
  nom,
  prenom,
  email: `${prenom.toLowerCase()}.${nom.toLowerCase()}@exemple.fr`,
  tel: '03 26 48 01 02',
  participe: true,
  ...extra,
});

describe('subscriptions, invitation and linked events', () => {
  it("lists the file's subscriptions with the contract's fields", async () => {
    const all = (await get('/api/events/subscriptions/AGR001')).json<Subscription[]>();
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        'id',
        'i',
        'nom',
        'prenom',
        'email',
        'tel',
        'participe',
        'deleted',
        'guidPersonne',
        'estDossierMembre',
        'idCampagne',
        'commentaire',
      ].sort(),
    );
    const training = (await get('/api/events/subscriptions/AGR001/70006')).json<Subscription[]>();
    expect(training).toEqual([
      expect.objectContaining({
        i: 0,
        prenom: 'Jeanne',
        nom: 'Morel',
        participe: true,
        estDossierMembre: true,
      }),
      expect.objectContaining({ i: 1, prenom: 'Paul', nom: 'Girard', idCampagne: 'camp-agri-taille' }),
    ]);
    expect(all.filter((s) => s.nom === 'Morel')).toHaveLength(2);
  });

  it("answers an event with the file's answer and participants", async () => {
    const event = await invitation('70006');
    expect(event).toMatchObject({ registred: true, nbInscrits: 8, nbMaxInscription: 20 });
    expect(event.dates).toHaveLength(3);
    expect(event.subscriptions.map((s) => s.prenom)).toEqual(['Jeanne', 'Paul']);
    expect(await invitation('70009')).toMatchObject({ registred: false, subscriptions: [] });
    expect(await invitation('70001')).toMatchObject({ registred: true, upcoming: false });
    expect((await get('/api/events/invitation/AGR001/70101')).statusCode).toBe(404);
  });

  it('lists the events of a campaign for the file', async () => {
    const linked = (await get('/api/events/linked/camp-agri-taille/AGR001')).json<Event[]>();
    expect(linked.map((e) => e.id)).toEqual(['70006', '70007', '70008']);
    expect(linked.every((e) => e.idcampagne === 'camp-agri-taille')).toBe(true);
  });

  it("answers 403 on another person's file", async () => {
    expect((await get('/api/events/subscriptions/VIT007')).statusCode).toBe(403);
    expect((await get('/api/events/invitation/VIT007/70701')).statusCode).toBe(403);
    expect((await post('/api/events/subscribe/VIT007/70706', { subscriptions: [] })).statusCode).toBe(403);
  });
});

describe('POST /api/events/subscribe', () => {
  it('registers two participants and counts them', async () => {
    const response = await post('/api/events/subscribe/AGR001/70008', {
      subscriptions: [person('Jeanne', 'Morel'), person('Luc', 'Morel', { tel: null })],
      idCampagne: 'camp-agri-taille',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ subscriptions: Subscription[] }>().subscriptions).toHaveLength(2);
    expect(await invitation('70008')).toMatchObject({ registred: true, nbInscrits: 6 });
  });

  it('refuses more participants than places left with the number of places', async () => {
    const response = await post('/api/events/subscribe/AGR001/70007', {
      subscriptions: [person('Jeanne', 'Morel'), person('Luc', 'Morel')],
      idCampagne: 'camp-agri-taille',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "Il n'y a plus que 1 place(s) restante(s).",
      affichable: true,
    });
    expect(await invitation('70007')).toMatchObject({ nbInscrits: 19, registred: null, subscriptions: [] });
  });

  it('gives the last place to exactly one of two simultaneous registrations', async () => {
    const [a, b] = await Promise.all([
      post('/api/events/subscribe/AGR001/70007', { subscriptions: [person('Jeanne', 'Morel')] }, owner),
      post('/api/events/subscribe/AGR001/70007', { subscriptions: [person('Paul', 'Girard')] }, partner),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toEqual({ message: "Il n'y a plus que 0 place(s) restante(s).", affichable: true });
    expect(await invitation('70007')).toMatchObject({ nbInscrits: 20, nbMaxInscription: 20 });
  });

  it('updates existing participants and flags deleted ones', async () => {
    const [jeanne, paul] = (await get('/api/events/subscriptions/AGR001/70006')).json<Subscription[]>();
    const response = await post('/api/events/subscribe/AGR001/70006', {
      subscriptions: [
        { ...jeanne, tel: '+33612457890' },
        { ...paul, deleted: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    const after = (await get('/api/events/subscriptions/AGR001/70006')).json<Subscription[]>();
    expect(after).toEqual([
      expect.objectContaining({ id: jeanne!.id, tel: '+33612457890', deleted: false }),
      expect.objectContaining({ id: paul!.id, deleted: true }),
    ]);
    expect(await invitation('70006')).toMatchObject({ nbInscrits: 7 });
  });

  it.each([
    [{ ...person('Luc', 'Morel'), nom: ' ' }, 'Le nom est obligatoire'],
    [{ ...person('Luc', 'Morel'), prenom: '' }, 'Le prénom est obligatoire'],
    [{ ...person('Luc', 'Morel'), email: 'luc.morel@' }, "L'email est invalide"],
    [{ ...person('Luc', 'Morel'), email: null }, 'Vous devez renseigner le mail de tous les participants'],
    [{ ...person('Luc', 'Morel'), tel: '06 12 45' }, 'Le numéro de téléphone est invalide'],
    [
      { ...person('Luc', 'Morel'), participe: null },
      'Merci de valider ou de supprimer les participants en attente',
    ],
  ])('refuses an invalid participant in French (%#)', async (participant, message) => {
    const response = await post('/api/events/subscribe/AGR001/70010', { subscriptions: [participant] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, affichable: true });
  });

  it('refuses a cancelled or past event with 409', async () => {
    const cancelled = await post('/api/events/subscribe/AGR001/70004', { subscriptions: [person('A', 'B')] });
    expect(cancelled.statusCode).toBe(409);
    const past = await post('/api/events/subscribe/AGR001/70001', { subscriptions: [person('A', 'B')] });
    expect(past.statusCode).toBe(409);
  });
});

describe('POST /api/events/subscribeNo', () => {
  it("answers no and flags the file's participants deleted", async () => {
    const response = await post('/api/events/subscribeNo/AGR001/70008', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK' });
    expect(await invitation('70008')).toMatchObject({ registred: false, nbInscrits: 4, subscriptions: [] });
    const flagged = (await get('/api/events/subscriptions/AGR001/70008')).json<Subscription[]>();
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((s) => s.deleted)).toBe(true);
  });
});

describe('GET /api/events/livestorm/{guid}/{mail}', () => {
  it('tells without a session whether an e-mail is registered to the webinar', async () => {
    const guid = guidFor('livestorm:70003');
    const registered = attendee('70003', 0).email;
    const yes = await ctx.app.inject({
      url: `/api/events/livestorm/${guid}/${encodeURIComponent(registered)}`,
    });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ hasAlreadySubscribed: true });
    const no = await ctx.app.inject({ url: `/api/events/livestorm/${guid}/personne%40exemple.fr` });
    expect(no.json()).toEqual({ hasAlreadySubscribed: false });
    expect((await ctx.app.inject({ url: '/api/events/livestorm/inconnu/a%40b.fr' })).statusCode).toBe(404);
  });
});

describe('GET /api/events/image/{id}', () => {
  it('draws the same picture without text every time, another for another event', async () => {
    const first = await get('/api/events/image/70006');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(first.body).toMatch(/^<svg /);
    expect(first.body).not.toContain('<text');
    expect((await get('/api/events/image/70006')).body).toBe(first.body);
    expect((await get('/api/events/image/70007')).body).not.toBe(first.body);
    expect((await get('/api/events/image/inconnu')).statusCode).toBe(404);
  });
});
