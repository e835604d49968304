import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, DATABASE_HOOK_TIMEOUT, startTestApp, stopTestApp } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let tourist: Awaited<ReturnType<typeof callsAs>>;
let owner: Awaited<ReturnType<typeof callsAs>>;
beforeAll(async () => {
  ctx = await startTestApp();
  [tourist, owner] = await Promise.all([
    callsAs(ctx.app, 'parcours.bureau@demo.fr'),
    callsAs(ctx.app, 'proprietaire@demo.fr'),
  ]);
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

const dejaFait = async (route: string) =>
  (await tourist.get(`/api/parcours/encours/${route}`)).json<{ dejaFait: boolean }>().dejaFait;

describe('guided tours', () => {
  it('records a tour as done, then removes the mark so that it plays again', async () => {
    expect(await dejaFait('home')).toBe(false);
    expect((await tourist.post('/api/parcours/utilisateur/decouverte-accueil', {})).json()).toEqual({
      status: 'OK',
    });
    expect(await dejaFait('home')).toBe(true);
    expect((await tourist.delete('/api/parcours/utilisateur/decouverte-accueil')).statusCode).toBe(200);
    expect(await dejaFait('home')).toBe(false);
  });

  it('has a news-list tour pending beside the home tour', async () => {
    const tour = (await tourist.get('/api/parcours/encours/news-list')).json<{
      code: string;
      etapes: string;
    }>();
    expect(tour.code).toBe('decouverte-actualites');
    expect(JSON.parse(tour.etapes)).toHaveLength(3);
  });

  it('answers 404 for a tour not assigned to the caller, and changes nothing', async () => {
    expect((await owner.post('/api/parcours/utilisateur/decouverte-actualites', {})).statusCode).toBe(404);
    expect((await owner.get('/api/parcours/encours/news-list')).statusCode).toBe(204);
  });
});
