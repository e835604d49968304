import {
  FILE_TYPE_REFUSED,
  LABEL_AND_FILE_REQUIRED,
  PAGE_LABEL_TAKEN,
  PAGE_NOT_A_FILE,
} from '@portal/schema/rules/duer-pages';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { onePagePdf } from '../pdf-forms.ts';
import { postForm } from '../test-support.ts';
import { duerTestApp } from './duer-test-app.ts';

const own = duerTestApp();

interface Page {
  id: number;
  ordre: number;
  estAvantRisques: boolean;
  duerBasePage: { id: number; nom: string; estFixe: boolean; nomFichier: string | null };
}

/** A DUER of AGR001 of the test's own year (staff create it empty: it holds its special pages only). */
async function freshDuer(annee: number, codeDossier = 'AGR001'): Promise<number> {
  const response = await own.staff.post('/api/duer/vide', { codeDossier, annee });
  return response.json<{ id: number }>().id;
}

const pagesOf = async (idDuer: number) => (await own.owner.get(`/api/duer/${idDuer}/pages`)).json<Page[]>();

/** Posts a page form as the owner. */
const upload = (
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
) => postForm(app, own.ownerCookie, url, fields, file);

describe('a DUER’s pages', () => {
  let refused: number | undefined;

  it('holds the four special pages, before the risk list, from its creation', async () => {
    const pages = await pagesOf(await freshDuer(2027));
    expect(pages.map((p) => [p.duerBasePage.id, p.duerBasePage.nom, p.estAvantRisques])).toEqual([
      [1, 'Page de garde', true],
      [3, 'Informations générales', true],
      [4, 'Préambule', true],
      [10, 'Audit préalable', true],
    ]);
  });

  it('offers the catalogue pages it does not use, never the special ones', async () => {
    const idDuer = await freshDuer(2028);
    const base = (await own.owner.get(`/api/duer/${idDuer}/pages/base`)).json<{ nom: string }[]>();
    expect(base.map((b) => b.nom)).toEqual([
      'Consignes générales de sécurité',
      'Numéros d’urgence',
      'Plan de prévention',
    ]);
  });

  it('creates a page from a PDF, places it after the others and serves its file back', async () => {
    const idDuer = await freshDuer(2029);
    const bytes = await onePagePdf('Plan du site 2042', ['Issues de secours']);
    const created = await upload(
      own.ctx.app,
      '/api/duer/pages/base',
      { idDuer: String(idDuer), nom: 'Plan du site 2042', nomFichier: 'plan.pdf', typeFichier: 'PAGE' },
      { name: 'plan.pdf', bytes },
    );
    expect(created.statusCode).toBe(200);
    const idBase = created.json<{ insertId: number }>().insertId;
    const placed = await own.owner.post('/api/duer/pages', {
      duerPage: { duerBasePage: { id: idBase }, duer: { id: idDuer } },
    });
    expect(placed.statusCode).toBe(200);
    const page = (await pagesOf(idDuer)).find((p) => p.duerBasePage.id === idBase);
    expect(page).toMatchObject({ ordre: 5, estAvantRisques: false });
    const file = await own.owner.get(`/api/duer/fichier/2/${page?.id}/${idDuer}/0/1/plan.pdf`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    [{ nom: '' }, { name: 'a.pdf' }, LABEL_AND_FILE_REQUIRED],
    [{ nom: 'Sans fichier' }, undefined, LABEL_AND_FILE_REQUIRED],
    [{ nom: 'Tableur' }, { name: 'a.xlsx' }, FILE_TYPE_REFUSED],
    [{ nom: 'plan de prévention' }, { name: 'a.pdf' }, PAGE_LABEL_TAKEN],
  ])('refuses the page %j with file %j: %s', async (fields, file, message) => {
    refused ??= await freshDuer(2030);
    const idDuer = refused;
    const response = await upload(
      own.ctx.app,
      '/api/duer/pages/base',
      { idDuer: String(idDuer), ...fields },
      file && { name: file.name, bytes: Buffer.from('%PDF-1.4') },
    );
    expect(response.json<{ message: string }>().message).toBe(message);
  });

  it('saves new orders and places, removes a page, and keeps the special pages', async () => {
    const idDuer = await freshDuer(2031);
    const [cover, , , audit] = await pagesOf(idDuer);
    const saved = await own.owner.put(`/api/duer/${idDuer}/pages`, {
      toUpdate: [{ id: audit?.id, ordre: 9, estAvantRisques: false }],
    });
    expect(saved.statusCode).toBe(200);
    expect((await pagesOf(idDuer)).at(-1)).toMatchObject({ id: audit?.id, ordre: 9, estAvantRisques: false });
    const refused = await own.owner.put(`/api/duer/${idDuer}/pages`, { toDelete: [cover?.id] });
    expect(refused.json<{ message: string }>().message).toBe(PAGE_NOT_A_FILE);
  });

  it('answers plain text for a special page’s file', async () => {
    const idDuer = await freshDuer(2032);
    const [cover] = await pagesOf(idDuer);
    const file = await own.owner.get(`/api/duer/fichier/2/${cover?.id}/${idDuer}/0/0/garde.pdf`);
    expect(file.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('refuses the pages of a file outside the caller’s rights', async () => {
    const idDuer = await freshDuer(2033, 'VIT002');
    expect((await own.partner.get(`/api/duer/${idDuer}/pages`)).statusCode).toBe(403);
  });

  it('replaces a page’s file in place', async () => {
    const idDuer = await freshDuer(2034);
    const [base] = (await own.owner.get(`/api/duer/${idDuer}/pages/base`)).json<{ id: number }[]>();
    await own.owner.post('/api/duer/pages', {
      duerPage: { duerBasePage: { id: base?.id }, duer: { id: idDuer } },
    });
    const bytes = await onePagePdf('Nouvelles consignes', []);
    const replaced = await upload(
      own.ctx.app,
      '/api/duer/pages/remplacer',
      { idDuer: String(idDuer), id: String(base?.id), typeFichier: 'PAGE' },
      { name: 'consignes.pdf', bytes },
    );
    expect(replaced.statusCode).toBe(200);
    const page = (await pagesOf(idDuer)).find((p) => p.duerBasePage.id === base?.id);
    expect(page?.duerBasePage.nomFichier).toBe('consignes.pdf');
    const file = await own.owner.get(`/api/duer/fichier/2/${page?.id}/${idDuer}/0/0/consignes.pdf`);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });
});
