import { CATEGORY_NAME_TAKEN, MODULE_NAME_TAKEN, REMARK_TOO_LONG } from '@portal/schema/rules/duer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, DATABASE_HOOK_TIMEOUT, startTestApp, stopTestApp } from '../test-support.ts';

type Calls = Awaited<ReturnType<typeof callsAs>>;
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let owner: Calls;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await callsAs(ctx.app, 'proprietaire@demo.fr');
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

interface Unit {
  id: number;
  ordre: number;
  duerBaseCategorie: { id: number; nom: string };
}
interface Module {
  id: number;
  ordre: number;
  remarque: string | null;
  duerBaseModule: { id: number; nom: string };
}

/** A fresh DUER of AGR001 from its model, and its units. */
async function freshUnits(annee: number): Promise<Unit[]> {
  const duer = (await owner.post('/api/duer', { codeDossier: 'AGR001', annee })).json<{ id: number }>();
  return (await owner.get(`/api/duer/${duer.id}/categories`)).json<Unit[]>();
}
const modulesOf = async (idUnit: number | undefined) =>
  (await owner.get(`/api/duer/categories/${idUnit}/modules`)).json<Module[]>();
const groupesOf = async (idModule: number | undefined) =>
  (await owner.get(`/api/duer/modules/${idModule}/groupes`)).json<unknown[]>();

describe('renaming a work unit', () => {
  it('gives a catalogue unit way to a new unit of the file that keeps its place and modules', async () => {
    const [unit] = await freshUnits(2031);
    const duer = await owner.get('/api/duer/dossier/AGR001');
    const idDuer = duer.json<{ id: number; annee: number }[]>().find((d) => d.annee === 2031)?.id;
    const modules = await modulesOf(unit?.id);
    const renamed = await owner.put('/api/duer/categories/nom', {
      duerCategorie: { id: unit?.id, duerBaseCategorie: { nom: 'Hangar nord' } },
    });
    const id = renamed.json<{ insertIdDuerCategorie: number }>().insertIdDuerCategorie;
    expect(id).not.toBe(unit?.id);
    expect(await modulesOf(id)).toEqual(modules);
    expect((await owner.get(`/api/duer/categories/${unit?.id}/modules`)).statusCode).toBe(404);
    const again = await owner.put('/api/duer/categories/nom', {
      duerCategorie: { id, duerBaseCategorie: { nom: 'Hangar sud' } },
    });
    expect(again.json()).toEqual({});
    const units = (await owner.get(`/api/duer/${idDuer}/categories`)).json<Unit[]>();
    expect(units.find((u) => u.id === id)).toMatchObject({
      ordre: unit?.ordre,
      duerBaseCategorie: { nom: 'Hangar sud' },
    });
    expect(await modulesOf(id)).toEqual(modules);
  });

  it('refuses another base unit’s name whatever its case, and changes nothing', async () => {
    const [unit, other] = await freshUnits(2032);
    const taken = await owner.put('/api/duer/categories/nom', {
      duerCategorie: { id: unit?.id, duerBaseCategorie: { nom: other?.duerBaseCategorie.nom.toUpperCase() } },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: CATEGORY_NAME_TAKEN });
    expect((await modulesOf(unit?.id)).length).toBeGreaterThan(0);
  });
});

describe('a unit’s modules', () => {
  it('renames a module, refusing another base module’s name', async () => {
    const [unit] = await freshUnits(2033);
    const [module, other] = await modulesOf(unit?.id);
    const taken = await owner.put('/api/duer/modules/nom', {
      duerModule: { id: module?.id, duerBaseModule: { nom: other?.duerBaseModule.nom.toLowerCase() } },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: MODULE_NAME_TAKEN });
    const renamed = await owner.put('/api/duer/modules/nom', {
      duerModule: { id: module?.id, duerBaseModule: { nom: 'Atelier de soudure' } },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await modulesOf(unit?.id))[0]).toMatchObject({
      id: module?.id,
      duerBaseModule: { nom: 'Atelier de soudure' },
    });
  });

  it('copies a module with its operations last into another unit of the DUER, and deletes one', async () => {
    const [unit, target] = await freshUnits(2034);
    const [module] = await modulesOf(unit?.id);
    const before = await modulesOf(target?.id);
    const copied = await owner.post('/api/duer/modules/copie-categorie', {
      idDuerCategorie: target?.id,
      duerModule: { id: module?.id },
    });
    const copy = copied.json<{ insertId: number }>().insertId;
    const after = await modulesOf(target?.id);
    expect(after.at(-1)).toMatchObject({
      id: copy,
      ordre: before.length + 1,
      duerBaseModule: module?.duerBaseModule,
    });
    expect((await groupesOf(copy)).length).toBe((await groupesOf(module?.id)).length);
    expect((await owner.delete(`/api/duer/modules/${copy}`)).statusCode).toBe(200);
    expect(await modulesOf(target?.id)).toEqual(before);
  });

  it('refuses a copy into another DUER’s unit', async () => {
    const [unit] = await freshUnits(2035);
    const [elsewhere] = await freshUnits(2036);
    const [module] = await modulesOf(unit?.id);
    const before = await modulesOf(elsewhere?.id);
    const refused = await owner.post('/api/duer/modules/copie-categorie', {
      idDuerCategorie: elsewhere?.id,
      duerModule: { id: module?.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(await modulesOf(elsewhere?.id)).toEqual(before);
  });

  it('keeps a module’s remark, refuses one too long, and removes a blank one', async () => {
    const [unit] = await freshUnits(2030);
    const [module] = await modulesOf(unit?.id);
    const remark = (remarque: string | null) =>
      owner.put('/api/duer/modules', { duerModule: { id: module?.id, remarque } });
    expect((await remark('Voir le plan de prévention')).statusCode).toBe(200);
    expect((await modulesOf(unit?.id))[0]?.remarque).toBe('Voir le plan de prévention');
    const refused = await remark('x'.repeat(2049));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: REMARK_TOO_LONG });
    expect((await modulesOf(unit?.id))[0]?.remarque).toBe('Voir le plan de prévention');
    await remark('  ');
    expect((await modulesOf(unit?.id))[0]?.remarque).toBeNull();
  });
});
