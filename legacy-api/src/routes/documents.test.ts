import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT, signIn, startTestApp, stopTestApp } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let employee: string;
let individual: string;
beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signIn(ctx.app, 'proprietaire@demo.fr');
  // Salarié on ACS003: the role opens mesDocs, mesDocs_social and mesDocs_social_paie only.
  employee = await signIn(ctx.app, 'mdp.oublie@demo.fr');
  individual = await signIn(ctx.app, 'particulier@demo.fr');
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

// The store's documents hang on a fixed day of 2026 (seed/documents.ts).
const YEAR = 2026;
const get = (url: string, cookie: string | null = owner) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

interface Node {
  _id: string;
  template: string;
  nodes: Node[];
}
interface Doc {
  id: string;
  name: string;
  type: string;
  urlWebdav: string;
  urlPreview: string;
  nomFournisseur: string | null;
  totalTTC: number | null;
}
const ids = (node: Node): string[] => [node._id, ...node.nodes.flatMap(ids)];
const tree = async (code: string, cookie = owner) =>
  (await get(`/api/documents/ged/nodes/${code}`, cookie)).json<{ data: Node }>().data;
const list = async (url: string, cookie = owner) => (await get(url, cookie)).json<{ data: Doc[] }>().data;

describe('the document store tree', () => {
  it("answers the owner every node of the file's tree from its main node", async () => {
    const root = await tree('AGR001');
    expect(root._id).toBe('racine');
    expect(root.template).toBe('main');
    expect(ids(root)).toEqual(
      expect.arrayContaining([
        'attente',
        'comptabilite',
        'bilans',
        'releves',
        'social',
        'juridique',
        'factures',
      ]),
    );
    expect(ids(root)).toContain(`factures_${YEAR}`);
    expect(ids(root).filter((id) => id.startsWith('paies_'))).toHaveLength(3);
  });

  it('shows a shared user only the nodes of the categories its access opens', async () => {
    expect(ids(await tree('ACS003', employee)).sort()).toEqual(
      [
        'racine',
        'attente',
        'social',
        ...ids(await tree('ACS003')).filter((id) => id.startsWith('paies_')),
      ].sort(),
    );
  });

  it('shows a file without non_cder_particulier only the nodes flagged cderParticulier', async () => {
    expect(ids(await tree('PAR004', individual))).toEqual(['racine', 'attente', 'juridique']);
  });

  it("refuses another person's file", async () => {
    expect((await get('/api/documents/ged/nodes/AGR006')).statusCode).toBe(403);
  });
});

describe('the documents of a node', () => {
  it('pages a node’s documents by 20, the last page holding fewer', async () => {
    const first = await list('/api/documents/ged/documents/AGR001/releves?page=1&size=20');
    const second = await list('/api/documents/ged/documents/AGR001/releves?page=2&size=20');
    expect(first).toHaveLength(20);
    expect(second).toHaveLength(10);
    expect(new Set([...first, ...second].map((d) => d.id)).size).toBe(30);
  });

  it('filters the documents by a lowercase part of their name', async () => {
    const found = await list('/api/documents/ged/documents/AGR001/bilans?containsfilter=liasse');
    expect(found.map((d) => d.name)).toEqual([
      `Liasse fiscale ${YEAR - 1}.pdf`,
      `Liasse fiscale ${YEAR - 2}.pdf`,
      `Liasse fiscale ${YEAR - 3}.pdf`,
    ]);
  });

  it("refuses a shared user a node outside its categories, and the node's files", async () => {
    expect((await get('/api/documents/ged/documents/ACS003/bilans', employee)).statusCode).toBe(403);
    const [bilan] = await list('/api/documents/ged/documents/ACS003/bilans');
    expect((await get(bilan!.urlWebdav, employee)).statusCode).toBe(403);
  });

  it('answers 404 for a node the file does not have', async () => {
    expect((await get('/api/documents/ged/documents/AGR001/inconnu')).statusCode).toBe(404);
  });
});

describe('the invoices', () => {
  it("lists a year's invoices of one type with their third party and total", async () => {
    const all = await list(`/api/documents/ged/factures/AGR001/${YEAR}/All?size=100`);
    const achats = await list(`/api/documents/ged/factures/AGR001/${YEAR}/Achat?size=100`);
    expect(all).toHaveLength(25);
    expect(achats).toHaveLength(9);
    expect(achats.every((d) => d.type === 'facture' && d.nomFournisseur && d.totalTTC)).toBe(true);
  });

  it('lists every year’s invoices for year 0', async () => {
    expect(await list('/api/documents/ged/factures/AGR001/0/All?size=100')).toHaveLength(75);
  });
});

describe("a document's file", () => {
  it('sends a real PDF as an attachment, the same bytes each time, and inline for the preview', async () => {
    const [bilan] = await list('/api/documents/ged/documents/AGR001/bilans');
    const download = await get(bilan!.urlWebdav);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''Bilan/);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const hash = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(hash((await get(bilan!.urlWebdav)).rawPayload)).toBe(hash(download.rawPayload));
    expect((await get(bilan!.urlPreview)).headers['content-disposition']).toMatch(/^inline/);
  });

  it('sends a picture as a PNG', async () => {
    const docs = await list('/api/documents/ged/documents/AGR001/juridique');
    const plan = docs.find((d) => d.name === 'Plan cadastral.png');
    const file = await get(plan!.urlPreview);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers 404 for an unknown document', async () => {
    expect((await get('/api/documents/ged/document/AGR001/inconnu')).statusCode).toBe(404);
  });
});

describe('the payroll months', () => {
  const month = async () => {
    const nodes = (await tree('AGR001')).nodes.find((n) => n._id === 'social')?.nodes ?? [];
    const [, year, mois] = (nodes[0]?._id ?? '').split('_');
    return { year: Number(year), mois: Number(mois) };
  };

  it("lists a month's payslips", async () => {
    const { year, mois } = await month();
    const slips = await list(`/api/documents/ged/paies/AGR001/${year}/${mois}`);
    expect(slips.map((d) => d.name)).toHaveLength(3);
  });

  it('zips every file of the month under its name', async () => {
    const { year, mois } = await month();
    const zip = await get(`/api/documents/ged/paies/download/AGR001/${year}/${mois}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Each entry's name is written in clear in the archive (the end-to-end test unzips it and compares bytes).
    const slips = await list(`/api/documents/ged/paies/AGR001/${year}/${mois}`);
    for (const slip of slips) expect(zip.rawPayload.includes(Buffer.from(slip.name))).toBe(true);
  });

  it('refuses the zip to a shared access without the payroll category', async () => {
    const { year, mois } = await month();
    expect(
      (await get(`/api/documents/ged/paies/download/ACS003/${year}/${mois}`, individual)).statusCode,
    ).toBe(403);
  });
});

describe('the documents waiting to be filed', () => {
  it('lists them with their page count, and shows each page as a picture', async () => {
    const waiting = await list('/api/documents/ged/inprogress/AGR001?containsfilter=*');
    expect(waiting).toHaveLength(4);
    const invoice = waiting.find((d) => d.type === 'facture' && (d as Doc & { nbPages: number }).nbPages > 1);
    const page = await get(`/api/documents/ged/inprogress/preview/${invoice!.id}/2?quality=vignette`);
    expect(page.headers['content-type']).toBe('image/png');
    const other = await get(`/api/documents/ged/inprogress/preview/${invoice!.id}/1`);
    expect(other.rawPayload.equals(page.rawPayload)).toBe(false);
    expect((await get(`/api/documents/ged/inprogress/preview/${invoice!.id}/9`)).statusCode).toBe(404);
  });

  it('refuses a page to someone who does not read the file', async () => {
    const [doc] = await list('/api/documents/ged/inprogress/AGR001');
    expect((await get(`/api/documents/ged/inprogress/preview/${doc!.id}/1`, individual)).statusCode).toBe(
      403,
    );
  });
});

describe("the store's status", () => {
  it('answers a signed-in caller that the store is up, and nobody signed out', async () => {
    const answer = await get('/api/documents/checkGEDStatus');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { gedDispo: true } });
    expect((await get('/api/documents/checkGEDStatus', null)).statusCode).toBe(401);
  });
});
