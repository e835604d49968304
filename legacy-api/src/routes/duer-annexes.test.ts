import { LABEL_AND_FILE_REQUIRED, FILE_TYPE_REFUSED } from '@portal/schema/rules/duer-pages';
import { describe, expect, it } from 'vitest';
import { onePagePdf } from '../pdf-forms.ts';
import { postForm } from '../test-support.ts';
import { duerTestApp } from './duer-test-app.ts';

const own = duerTestApp();

interface Annexe {
  id: number;
  duerBaseAnnexe: { id: number; nom: string; numAnnexe: number; nomFichier: string | null };
}

/** A DUER of AGR001 of the test's own year: empty (staff) or from the default model, with its modules. */
async function freshDuer(annee: number, fromModel = false): Promise<number> {
  const response = fromModel
    ? await own.owner.post('/api/duer', { codeDossier: 'AGR001', annee })
    : await own.staff.post('/api/duer/vide', { codeDossier: 'AGR001', annee });
  return response.json<{ id: number }>().id;
}

const annexesOf = async (path: string) => (await own.owner.get(`${path}`)).json<Annexe[]>();
/** The firm's catalogue annexes offered at `path` (an adviser's annexes of AGR001 are offered too). */
const catalogueAt = async (path: string) =>
  (await own.owner.get(path))
    .json<{ id: number; nom: string; codeDossier: string | null }[]>()
    .filter((b) => b.codeDossier === null);
const names = (list: readonly { nom?: string; duerBaseAnnexe?: { nom: string } }[]) =>
  list.map((a) => a.nom ?? a.duerBaseAnnexe?.nom);

const create = (cookie: string, idDuer: number, nom: string, file?: { name: string; bytes: Buffer }) =>
  postForm(
    own.ctx.app,
    cookie,
    '/api/duer/annexes/base',
    { idDuer: String(idDuer), idBaseModule: '0', nom, typeFichier: 'ANNEXE' },
    file,
  );

describe('a DUER’s annexes', () => {
  it("holds none at first and is offered the catalogue's DUER annexes, never a module's", async () => {
    const idDuer = await freshDuer(2032);
    expect(await annexesOf(`/api/duer/${idDuer}/annexes`)).toEqual([]);
    expect(names(await catalogueAt(`/api/duer/${idDuer}/annexes/base`))).toEqual([
      'Protocole de chargement et déchargement',
      'Registre des vérifications périodiques',
    ]);
  });

  it('lets an adviser create an annexe from a PDF, numbered after the others, and serves its file back', async () => {
    const idDuer = await freshDuer(2033);
    const bytes = await onePagePdf('Plan d’évacuation', ['Point de rassemblement']);
    const created = await create(own.staffCookie, idDuer, 'Plan d’évacuation', { name: 'plan.pdf', bytes });
    expect(created.json()).toMatchObject({ alreadyExists: false, existingId: null });
    const idBase = created.json<{ insertId: number }>().insertId;
    const attached = await own.owner.post('/api/duer/annexes', {
      duerAnnexe: { duerBaseAnnexe: { id: idBase }, duer: { id: idDuer } },
    });
    expect(attached.statusCode).toBe(200);
    const [annexe] = await annexesOf(`/api/duer/${idDuer}/annexes`);
    expect(annexe?.duerBaseAnnexe).toMatchObject({
      nom: 'Plan d’évacuation',
      numAnnexe: 1,
      nomFichier: 'plan.pdf',
    });
    const file = await own.owner.get(`/api/duer/fichier/1/${idBase}/${idDuer}/0/1/plan.pdf`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    // The same label again, whatever its case, names the annexe that has it.
    const again = await create(own.staffCookie, idDuer, 'PLAN D’ÉVACUATION', { name: 'b.pdf', bytes });
    expect(again.json()).toEqual({ insertId: null, alreadyExists: true, existingId: idBase });
  });

  it('refuses an annexe from scratch to the owner, and without a label, a file or an accepted type', async () => {
    const idDuer = await freshDuer(2034);
    const pdf = { name: 'a.pdf', bytes: Buffer.from('%PDF-1.4') };
    expect((await create(own.ownerCookie, idDuer, 'Du propriétaire', pdf)).statusCode).toBe(403);
    expect((await create(own.staffCookie, idDuer, '', pdf)).json()).toMatchObject({
      message: LABEL_AND_FILE_REQUIRED,
    });
    expect((await create(own.staffCookie, idDuer, 'Sans fichier')).json()).toMatchObject({
      message: LABEL_AND_FILE_REQUIRED,
    });
    expect(
      (await create(own.staffCookie, idDuer, 'Tableur', { ...pdf, name: 'a.xlsx' })).json(),
    ).toMatchObject({
      message: FILE_TYPE_REFUSED,
    });
  });

  it('lets the owner add and remove catalogue annexes, and only an adviser renumber them', async () => {
    const idDuer = await freshDuer(2035);
    for (const b of await catalogueAt(`/api/duer/${idDuer}/annexes/base`))
      await own.owner.post('/api/duer/annexes', {
        duerAnnexe: { duerBaseAnnexe: { id: b.id }, duer: { id: idDuer } },
      });
    const [first, second] = await annexesOf(`/api/duer/${idDuer}/annexes`);
    const numbers = [
      { id: first?.duerBaseAnnexe.id, numAnnexe: 2 },
      { id: second?.duerBaseAnnexe.id, numAnnexe: 1 },
    ];
    expect(
      (await own.owner.put(`/api/duer/${idDuer}/annexes/base`, { duerBaseAnnexes: numbers })).statusCode,
    ).toBe(403);
    expect(
      (await own.staff.put(`/api/duer/${idDuer}/annexes/base`, { duerBaseAnnexes: numbers })).statusCode,
    ).toBe(200);
    expect(names(await annexesOf(`/api/duer/${idDuer}/annexes`))).toEqual(names([second!, first!]));
    // Put the catalogue's numbers back: other DUERs hold these annexes too.
    await own.staff.put(`/api/duer/${idDuer}/annexes/base`, {
      duerBaseAnnexes: numbers.map((n, i) => ({ ...n, numAnnexe: i + 1 })),
    });
    const removed = await own.owner.delete(`/api/duer/${idDuer}/annexes`, { ids: [first?.id] });
    expect(removed.statusCode).toBe(200);
    expect(names(await annexesOf(`/api/duer/${idDuer}/annexes`))).toEqual(names([second!]));
  });

  it("offers a module its base module's annexes and keeps them apart from the DUER's", async () => {
    const idDuer = await freshDuer(2036, true);
    const categories = (await own.owner.get(`/api/duer/${idDuer}/categories`)).json<{ id: number }[]>();
    const modules = (
      await Promise.all(
        categories.map(async (c) =>
          (await own.owner.get(`/api/duer/categories/${c.id}/modules`)).json<
            { id: number; duerBaseModule: { nom: string } }[]
          >(),
        ),
      )
    ).flat();
    const sprayed = modules.find((m) => m.duerBaseModule.nom === 'Traitements phytosanitaires');
    const path = `/api/duer/${idDuer}/modules/${sprayed?.id}/annexes`;
    const base = (await own.owner.get(`${path}/base`)).json<{ id: number; nom: string }[]>();
    expect(names(base)).toEqual(['Fiches de données de sécurité']);
    const added = await own.owner.post('/api/duer/modules/annexes', {
      duerAnnexe: { duerBaseAnnexe: { id: base[0]?.id }, duerModule: { id: sprayed?.id } },
    });
    expect(added.statusCode).toBe(200);
    expect(names(await annexesOf(path))).toEqual(['Fiches de données de sécurité']);
    expect(await annexesOf(`/api/duer/${idDuer}/annexes`)).toEqual([]);
    const other = modules.find((m) => m !== sprayed);
    expect((await own.owner.get(`/api/duer/${idDuer}/modules/${other?.id}/annexes/base`)).json()).toEqual([]);
  });
});
