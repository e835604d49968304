import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dossier } from '../schemas.ts';
import { DATABASE_HOOK_TIMEOUT, signIn, startTestApp, stopTestApp } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let associe: string;
let staff: string;
beforeAll(async () => {
  ctx = await startTestApp();
  [owner, associe, staff] = await Promise.all([
    signIn(ctx.app, 'proprietaire@demo.fr'),
    signIn(ctx.app, 'associe@demo.fr'),
    signIn(ctx.app, 'collaborateur'),
  ]);
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

type Rights = {
  userId: string;
  mesDroits: { utilisateur: string[]; dossiers: { codeDossier: string; modules: string[] }[] };
};
type FileRights = { codeDossier: string; modules: string[] };

const FORBIDDEN = { message: 'Accès refusé à ce dossier.', affichable: false };
const get = (url: string, cookie: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: { cookie, ...headers } });
const staffGet = (url: string) => get(url, staff, { usernamegerant: 'collaborateur' });

describe("a client on another person's file", () => {
  it.each([
    ['appointments', '/api/appointments/VIT002'],
    ['events', '/api/events?codeDossier=VIT002'],
    ['key figures', '/api/chiffres/accueil/VIT002'],
    ['members', '/api/user/dossierMembres/VIT002'],
  ])('gets 403 on %s', async (_name, url) => {
    const response = await get(url, associe);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });

  it('cannot make it a favourite', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/dossierFavoris/PAR004',
      headers: { cookie: owner },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });
});

describe('files and rights of a client', () => {
  it('lists owned and shared files with roles and the person’s modules', async () => {
    const files = (await get('/api/user/dossiers', owner)).json<Dossier[]>();
    expect(files.map((d) => [d.codeDossier, d.idRole, d.estFavoris])).toEqual([
      ['VIT002', 1, false],
      ['AGR001', 1, true],
      ['ACS003', 2, false],
    ]);
    const shared = (await get('/api/user/dossiers', associe)).json<Dossier[]>();
    expect(shared[0]?.modulesEffectifs).not.toContain('page_chiffres');
    expect(files.find((d) => d.codeDossier === 'AGR001')?.modulesEffectifs).toContain('page_chiffres');
  });

  it('switches the favourite there and back so that exactly one file is favourite each time', async () => {
    for (const code of ['ACS003', 'VIT002', 'AGR001']) {
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `/api/user/dossierFavoris/${code}`,
        headers: { cookie: owner },
      });
      expect(put.json()).toEqual({ status: 'OK' });
      const favourites = (await get('/api/user/dossiers', owner))
        .json<Dossier[]>()
        .filter((d) => d.estFavoris);
      expect(favourites.map((d) => d.codeDossier)).toEqual([code]);
    }
  });

  it('gives user-wide rights and per-file modules in /api/droits', async () => {
    const rights = (await get('/api/droits', owner)).json<Rights>();
    expect(rights).toMatchObject({
      userId: 'proprietaire@demo.fr',
      typeUtilisateur: 'client',
      fonctionsUtilisateur: [],
    });
    expect(rights.mesDroits.utilisateur).toEqual(expect.arrayContaining(['oic', 'canShowAnnuaireServices']));
    expect(rights.mesDroits.dossiers.map((d) => d.codeDossier)).toEqual(['ACS003', 'AGR001', 'VIT002']);
  });
});

describe('collaborator portfolio and search', () => {
  it('finds files ignoring case and accents, with idRole null', async () => {
    const response = await staffGet('/api/collaborateur/dossier/search/ECUYER');
    const found = response.json<Dossier[]>();
    expect(found.map((d) => d.raisonSociale)).toEqual(['Garage Écuyer Frères']);
    expect(found[0]?.idRole).toBeNull();
    const accented = (await staffGet(`/api/collaborateur/dossier/search/${encodeURIComponent('hébr')}`)).json<
      Dossier[]
    >();
    expect(accented.map((d) => d.codeDossier)).toEqual(['VIT007']);
  });

  it('searches codes too and shows every statut, Demissionne included', async () => {
    const gaec = (await staffGet('/api/collaborateur/dossier/search/gaec')).json<Dossier[]>();
    expect(gaec.find((d) => d.codeDossier === 'DEM005')?.statut).toBe('Demissionne');
    const byCode = (await staffGet('/api/collaborateur/dossier/search/agr0')).json<Dossier[]>();
    expect(byCode.length).toBeGreaterThan(3);
    const vign = (await staffGet('/api/collaborateur/dossier/search/vign')).json<Dossier[]>();
    expect(vign.map((d) => d.statut)).toEqual(expect.arrayContaining(['Bon', 'PasInscrit', 'Demissionne']));
    expect(vign.some((d) => d.statut === 'PasInscrit' && d.id === '')).toBe(true);
  });

  it('orders results by raisonSociale', async () => {
    const dom = (await staffGet('/api/collaborateur/dossier/search/dom')).json<Dossier[]>();
    const names = dom.map((d) => d.raisonSociale);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
  });

  it('answers 400 with the spec message under 3 characters', async () => {
    const response = await staffGet('/api/collaborateur/dossier/search/ag');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Veuillez saisir 3 caractères minimum.', affichable: true });
  });

  it("lists the collaborator's own portfolio and refuses another login", async () => {
    const own = (await staffGet('/api/droits/dossiersCollaborateur/collaborateur')).json<Dossier[]>();
    expect(own.map((d) => d.codeDossier).sort()).toEqual(['ACS003', 'AGR001', 'DEM005', 'PAR004', 'VIT002']);
    const other = await staffGet('/api/droits/dossiersCollaborateur/assistante');
    expect(other.statusCode).toBe(403);
  });

  it("gives a file's modules as the collaborator's rights and refuses Demissionne", async () => {
    const rights = await staffGet('/api/droits/gerant/any-guid/VIT002');
    expect(rights.json<FileRights>().codeDossier).toBe('VIT002');
    expect(rights.json<FileRights>().modules).not.toContain('tool_echanges');
    const resigned = await staffGet('/api/droits/gerant/any-guid/DEM005');
    expect(resigned.statusCode).toBe(403);
    expect(resigned.json()).toEqual(FORBIDDEN);
  });

  it('lets a collaborator read any active file and refuses Demissionne ones', async () => {
    expect((await staffGet('/api/appointments/AGR006')).statusCode).toBe(200);
    expect((await staffGet('/api/events?codeDossier=DEM005')).statusCode).toBe(403);
    expect((await staffGet('/api/chiffres/accueil/NOPE')).statusCode).toBe(404);
  });
});

describe("a file's members", () => {
  it('lists the owner first, with the contact a collaborator books and registers for', async () => {
    const response = await staffGet('/api/user/dossierMembres/AGR001');
    expect(response.statusCode).toBe(200);
    const members = response.json<{ nom: string; mail: string | null; idRole: number }[]>();
    expect(members.map((m) => [m.idRole, m.mail])).toEqual([
      [1, 'proprietaire@demo.fr'],
      [2, 'associe@demo.fr'],
    ]);
    expect(members[0]?.nom).toBe('Morel');
  });
});
