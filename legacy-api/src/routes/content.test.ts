import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT, TEST_NOW, signIn, startTestApp, stopTestApp } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let individual: string;
let newcomer: string;
beforeAll(async () => {
  ctx = await startTestApp();
  [owner, individual, newcomer] = await Promise.all([
    signIn(ctx.app, 'proprietaire@demo.fr'),
    signIn(ctx.app, 'particulier@demo.fr'),
    signIn(ctx.app, 'sansdossier@demo.fr'),
  ]);
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

const get = (url: string, cookie: string) => ctx.app.inject({ url, headers: { cookie } });
const now = new Date(TEST_NOW).getTime();

type Figures = { dateMiseAJour: string; chiffres: { slug: string }[] };
type Tour = { routeName: string; etapes: string; dejaFait: boolean };
type Theme = { platformName: string; entityName: string; supportPhone: string; chartColors: string[] };

describe('appointments', () => {
  it('answers past and future appointments by date, upcoming computed against the clock', async () => {
    const list = (await get('/api/appointments/AGR001', owner)).json<{ date: string; upcoming: boolean }[]>();
    expect(list).toHaveLength(6);
    expect(list.map((a) => a.date)).toEqual([...list.map((a) => a.date)].sort());
    for (const a of list) expect(a.upcoming).toBe(new Date(a.date).getTime() > now);
    expect(list.filter((a) => a.upcoming)).toHaveLength(3);
  });

  it('honours limit and refuses one above 500 in French', async () => {
    expect((await get('/api/appointments/AGR001?limit=2', owner)).json()).toHaveLength(2);
    const tooMany = await get('/api/appointments/AGR001?limit=501', owner);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ affichable: boolean }>().affichable).toBe(true);
  });
});

describe('events', () => {
  it('covers cancelled, full, unlimited and campaign events', async () => {
    type Ev = {
      estAnnule: boolean;
      nbMaxInscription: number;
      nbInscrits: number;
      idcampagne: string | null;
      nbevent: number | null;
      dates: string[];
    };
    const list = (await get('/api/events?codeDossier=AGR001', owner)).json<Ev[]>();
    expect(list.some((e) => e.estAnnule)).toBe(true);
    expect(list.some((e) => e.nbMaxInscription > 0 && e.nbInscrits === e.nbMaxInscription)).toBe(true);
    expect(list.some((e) => e.nbMaxInscription === 0)).toBe(true);
    const campaigns = new Map<string, Ev[]>();
    for (const e of list)
      if (e.idcampagne) campaigns.set(e.idcampagne, [...(campaigns.get(e.idcampagne) ?? []), e]);
    expect([...campaigns.values()].map((sessions) => sessions.length).sort()).toEqual([2, 3]);
    for (const sessions of campaigns.values()) {
      expect(sessions.every((e) => e.nbevent === sessions.length && e.dates.length === sessions.length)).toBe(
        true,
      );
    }
  });
});

describe('key figures', () => {
  it('gives six figures to a company file and none to an individual client', async () => {
    const company = (await get('/api/chiffres/accueil/AGR001', owner)).json<Figures>();
    expect(company.chiffres.map((f) => f.slug)).toEqual([
      'chiffre-affaires',
      'ebe',
      'resultat-courant',
      'endettement',
      'capacite-remboursement',
      'tresorerie',
    ]);
    const person = (await get('/api/chiffres/accueil/PAR004', individual)).json<Figures>();
    expect(person.chiffres).toEqual([]);
    expect(typeof person.dateMiseAJour).toBe('string');
  });
});

describe('notifications and home', () => {
  it('lists notifications newest first and counts the unread ones', async () => {
    const list = (await get('/api/notifications', owner)).json<{ date: string }[]>();
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list.map((n) => n.date)).toEqual([...list.map((n) => n.date)].sort().reverse());
    const { count } = (await get('/api/notifications/count/unread', owner)).json<{ count: number }>();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(list.length);
  });

  it('gives six home sections, two of them first priority', async () => {
    const sections = (await get('/api/newhomesection', owner)).json<{ estPrioritaire: boolean }[]>();
    expect(sections).toHaveLength(6);
    expect(sections.filter((s) => s.estPrioritaire)).toHaveLength(2);
  });
});

describe('images', () => {
  it.each([
    '/api/notifications/image/facture',
    '/api/newhomesection/image?id=hs-01',
    '/api/events/icon/70001',
  ])('%s answers an SVG with a cache header', async (url) => {
    const response = await get(url, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toContain('max-age');
    expect(response.body).toMatch(/^<svg /);
  });

  it('answers 404 for an unknown category or section', async () => {
    expect((await get('/api/notifications/image/inconnue', owner)).statusCode).toBe(404);
    expect((await get('/api/newhomesection/image?id=nope', owner)).statusCode).toBe(404);
  });
});

describe('invitations, tours and themes', () => {
  it('lists the pending invitation of a person without a file', async () => {
    const list = (await get('/api/droits/invitations', newcomer)).json<{ dateExpiration: string }[]>();
    expect(list).toEqual([
      expect.objectContaining({
        createur: 'proprietaire@demo.fr',
        dossiers: [{ codeDossier: 'VIT002', raisonSociale: 'Champagne Morel Père et Fils' }],
        dateAcceptation: null,
        dateRefus: null,
        nomInvite: 'Bernard',
        prenomInvite: 'Lucas',
      }),
    ]);
    expect(new Date(list[0]!.dateExpiration).getTime()).toBeGreaterThan(now + 9 * 86_400_000);
    expect((await get('/api/user/dossiers', newcomer)).json()).toEqual([]);
  });

  it('gives the home tour the owner already did and 204 to others', async () => {
    const tour = await get('/api/parcours/encours/home', owner);
    expect(tour.json<Tour>()).toMatchObject({ routeName: 'home', dejaFait: true });
    expect(JSON.parse(tour.json<Tour>().etapes)).toBeInstanceOf(Array);
    expect((await get('/api/parcours/encours/home', individual)).statusCode).toBe(204);
  });

  it('serves both brands without a session and 404 for an unknown one', async () => {
    const terres = (await ctx.app.inject({ url: '/api/theme/terres' })).json<Theme>();
    expect(terres).toMatchObject({
      platformName: 'Mon Espace Terres Conseil',
      supportPhone: '03 26 48 00 00',
    });
    expect(terres.chartColors).toHaveLength(6);
    const vignes = (await ctx.app.inject({ url: '/api/theme/vignes' })).json<Theme>();
    expect(vignes.entityName).toBe('Vignes & Gestion Conseil');
    expect((await ctx.app.inject({ url: '/api/theme/autre' })).statusCode).toBe(404);
  });
});
