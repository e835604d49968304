import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT, signIn, startTestApp, stopTestApp } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let administrator: string;
let owner: string;
beforeAll(async () => {
  ctx = await startTestApp();
  // The collaborator's rights include administrateur_cder (seed/accounts.ts); the owner's do not.
  administrator = await signIn(ctx.app, 'collaborateur');
  owner = await signIn(ctx.app, 'proprietaire@demo.fr');
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

const BASE = '/api/documents/ged/administration/documents';
const CA = '6c1f0e52-2f1c-4d7a-9a61-0c5d1b7e2a01';
const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

describe("the board's documents", () => {
  it('lists the workspaces in order for an administrator', async () => {
    const answer = await get(`${BASE}/tree/`, administrator);
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json<{ data: { _id: string; uuid: string; title: string }[] }>();
    expect(data.map((w) => w.title)).toEqual(["Conseil d'administration", 'Bureau', 'Assemblée générale']);
    expect(data[0]).toMatchObject({ _id: 'ca', uuid: CA });
  });

  it("lists a workspace's documents, last modified first, with the addresses of their files", async () => {
    const { data } = (await get(`${BASE}/nodes/${CA}`, administrator)).json<{
      data: { id: string; name: string; urlWebdav: string; urlPreview: string; taille: number }[];
    }>();
    expect(data).toHaveLength(6);
    expect(data[0]).toMatchObject({
      name: 'Charte des administrateurs.docx',
      urlWebdav: `${BASE}/document/ca-6`,
      urlPreview: `${BASE}/document/ca-6/preview`,
    });
    expect((await get(`${BASE}/nodes/inconnu`, administrator)).statusCode).toBe(404);
  });

  it('sends a PDF inline for the preview and as an attachment for the download', async () => {
    const preview = await get(`${BASE}/document/ca-1/preview`, administrator);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await get(`${BASE}/document/ca-1`, administrator);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('refuses everything to an account without administrateur_cder', async () => {
    for (const url of [`${BASE}/tree/`, `${BASE}/nodes/${CA}`, `${BASE}/document/ca-1`])
      expect((await get(url, owner)).statusCode, url).toBe(403);
  });
});
