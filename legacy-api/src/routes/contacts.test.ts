import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT, signIn, startTestApp, stopTestApp } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signIn(ctx.app, 'proprietaire@demo.fr');
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

const get = (url: string, cookie = owner) => ctx.app.inject({ url, headers: { cookie } });

interface Contacts {
  site: { adresseL1: string | null; adresseL2: string | null; mailPilote: string | null } | null;
  contacts: { codeAgent: string; droitImage: boolean; photo: string | null; sexe: string }[];
}

describe('GET /api/contacts/{codeDossier}', () => {
  it("answers the file's contacts in the firm's order and its site", async () => {
    const response = await get('/api/contacts/AGR001');
    expect(response.statusCode).toBe(200);
    const body = response.json<Contacts>();
    expect(body.contacts.map((c) => c.codeAgent)).toEqual(['AG101', 'AG102', 'AG103', 'AG107', 'AG109']);
    expect(body.site).toMatchObject({ adresseL1: '25 boulevard Lundy', adresseL2: '51100 Reims' });
  });

  it('names a photo only for a contact who has one, whatever the image right', async () => {
    const { contacts } = (await get('/api/contacts/AGR001')).json<Contacts>();
    const byCode = new Map(contacts.map((c) => [c.codeAgent, c]));
    expect(byCode.get('AG103')).toMatchObject({ droitImage: false, photo: '/api/contacts/photo/AG103' });
    expect(byCode.get('AG107')).toMatchObject({ droitImage: false, photo: null, sexe: 'A' });
  });

  it('answers a file without contacts with an empty list and no site', async () => {
    const signedIn = await signIn(ctx.app, 'collaborateur');
    const body = (await get('/api/contacts/ACS015', signedIn)).json<Contacts>();
    expect(body).toEqual({ site: null, contacts: [] });
  });

  it('refuses a file the account has no right on', async () => {
    expect((await get('/api/contacts/PAR004')).statusCode).toBe(403);
  });

  it('serves a photo as an svg, and 404 for a contact without one', async () => {
    const photo = await get('/api/contacts/photo/AG101');
    expect(photo.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/api/contacts/photo/AG107')).statusCode).toBe(404);
  });
});
