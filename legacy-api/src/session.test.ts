import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT, signIn, startTestApp, stopTestApp } from './test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

const AUTHENTICATED: [method: 'GET' | 'PUT' | 'POST', url: string][] = [
  ['GET', '/api/droits'],
  ['GET', '/api/droits/dossiersCollaborateur/collaborateur'],
  ['GET', '/api/droits/gerant/guid/AGR001'],
  ['GET', '/api/droits/invitations'],
  ['GET', '/api/collaborateur/dossier/search/earl'],
  ['GET', '/api/user'],
  ['GET', '/api/user/dossiers'],
  ['PUT', '/api/user/dossierFavoris/AGR001'],
  ['GET', '/api/notifications'],
  ['GET', '/api/notifications/count/unread'],
  ['GET', '/api/notifications/image/facture'],
  ['GET', '/api/newhomesection'],
  ['GET', '/api/newhomesection/image?id=hs-01'],
  ['GET', '/api/appointments/AGR001?limit=100'],
  ['GET', '/api/appointments/participants/rdv-AGR001-1'],
  ['POST', '/api/appointments/register'],
  ['GET', '/api/appointments/requests/inconnue'],
  ['POST', '/api/appointments/edit'],
  ['POST', '/api/appointments/cancel'],
  ['GET', '/api/events?codeDossier=AGR001&limit=300'],
  ['GET', '/api/events/icon/70001'],
  ['GET', '/api/events/image/70001'],
  ['GET', '/api/events/subscriptions/AGR001'],
  ['GET', '/api/events/subscriptions/AGR001/70006'],
  ['GET', '/api/events/invitation/AGR001/70006'],
  ['GET', '/api/events/linked/camp-agri-taille/AGR001'],
  ['POST', '/api/events/subscribe/AGR001/70006'],
  ['POST', '/api/events/subscribeNo/AGR001/70006'],
  ['GET', '/api/chiffres/accueil/AGR001'],
  ['GET', '/api/parcours/encours/home'],
];

const EXPIRED = { message: 'Session expirée, veuillez vous reconnecter.', affichable: false };

describe('authenticated routes', () => {
  it.each(AUTHENTICATED)(
    '%s %s answers 401 with the contract body without a session',
    async (method, url) => {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(EXPIRED);
    },
  );

  it('answers 401 to a forged session cookie', async () => {
    const response = await ctx.app.inject({ url: '/api/user', headers: { cookie: 'LEGACY_SESSION=forged' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(EXPIRED);
  });
});

describe('staff-only routes and the usernamegerant header', () => {
  it('refuses a client on the staff search with 403', async () => {
    const cookie = await signIn(ctx.app, 'proprietaire@demo.fr');
    const response = await ctx.app.inject({
      url: '/api/collaborateur/dossier/search/earl',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Accès refusé.', affichable: false });
  });

  it('refuses a collaborator call whose usernamegerant names another login', async () => {
    const cookie = await signIn(ctx.app, 'collaborateur');
    const own = await ctx.app.inject({
      url: '/api/user',
      headers: { cookie, usernamegerant: 'collaborateur' },
    });
    const other = await ctx.app.inject({
      url: '/api/user',
      headers: { cookie, usernamegerant: 'assistante' },
    });
    expect(own.statusCode).toBe(200);
    expect(other.statusCode).toBe(403);
  });
});

describe('unknown paths', () => {
  it('answer 404 with the error body', async () => {
    const response = await ctx.app.inject({ url: '/api/inexistant' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Ressource introuvable.', affichable: false });
  });
});
