import { GROUP_NAME_TAKEN } from '@portal/schema/rules/duer';
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

interface Groupe {
  id: number;
  ordre: number;
  duerBaseGroupe: { id: number; nom: string; duerBaseRisques: { id: number; nom: string }[] };
  duerRisques: { id: number; ordre: number; duerBaseRisque: { id: number; nom: string } }[];
}

/** A fresh DUER of AGR001 from its model, and the id of its first unit's first module. */
async function freshModule(annee: number): Promise<number> {
  const duer = (await owner.post('/api/duer', { codeDossier: 'AGR001', annee })).json<{ id: number }>();
  const [unit] = (await owner.get(`/api/duer/${duer.id}/categories`)).json<{ id: number }[]>();
  const [module] = (await owner.get(`/api/duer/categories/${unit?.id}/modules`)).json<{ id: number }[]>();
  return module?.id ?? 0;
}

const groupesOf = async (idModule: number) =>
  (await owner.get(`/api/duer/modules/${idModule}/groupes`)).json<Groupe[]>();
const names = (groupes: Groupe[]) => groupes.map((g) => g.duerBaseGroupe.nom);

describe('a module’s operations', () => {
  it('adds an empty operation last, and refuses a base operation’s name whatever its case', async () => {
    const idModule = await freshModule(2028);
    const added = await owner.post('/api/duer/groupes', {
      idDuerModule: idModule,
      nom: 'Lavage haute pression',
    });
    expect(added.statusCode).toBe(200);
    const groupes = await groupesOf(idModule);
    expect(groupes.at(-1)).toMatchObject({ ordre: 3, duerRisques: [] });
    const taken = await owner.post('/api/duer/groupes', { idDuerModule: idModule, nom: 'SOUDURE' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: GROUP_NAME_TAKEN });
    expect(await groupesOf(idModule)).toEqual(groupes);
  });

  it('adds an unused base operation with the risks it proposes, and lists the base operations left', async () => {
    const idModule = await freshModule(2029);
    const base = (await owner.get(`/api/duer/modules/${idModule}/groupes/base`)).json<
      { id: number; nom: string }[]
    >();
    expect(base.map((b) => b.nom)).not.toContain('Soudure');
    const moisson = base.find((b) => b.nom === 'Moisson');
    const copied = await owner.post('/api/duer/groupes/copie', {
      idDuerModule: idModule,
      idBaseGroupe: moisson?.id,
    });
    expect(copied.statusCode).toBe(200);
    const last = (await groupesOf(idModule)).at(-1);
    expect(last?.duerRisques.map((r) => r.duerBaseRisque.nom).sort()).toEqual([
      'Bruit',
      'Incendie de la moissonneuse',
    ]);
    const again = await owner.post('/api/duer/groupes/copie', {
      idDuerModule: idModule,
      idBaseGroupe: moisson?.id,
    });
    expect(again.statusCode).toBe(404);
  });

  it('renames a catalogue operation for this file only, reorders and deletes operations', async () => {
    const idModule = await freshModule(2030);
    const [first, second] = await groupesOf(idModule);
    const renamed = await owner.put('/api/duer/groupes/nom', {
      codeDossier: 'AGR001',
      duerGroupe: { id: first?.id, duerBaseGroupe: { nom: 'Vidange' } },
    });
    expect(renamed.statusCode).toBe(200);
    expect(names(await groupesOf(idModule))).toEqual(['Vidange', 'Soudure']);
    const other = await freshModule(2031);
    expect(names(await groupesOf(other))).toEqual(['Vidange et graissage', 'Soudure']);

    const order = await owner.put('/api/duer/groupes/ordre', [
      { id: first?.id, ordre: 2 },
      { id: second?.id, ordre: 1 },
    ]);
    expect(order.statusCode).toBe(200);
    expect(names(await groupesOf(idModule))).toEqual(['Soudure', 'Vidange']);
    expect((await owner.delete(`/api/duer/groupes/${second?.id}`)).statusCode).toBe(200);
    expect(names(await groupesOf(idModule))).toEqual(['Vidange']);
  });
});

describe('an operation’s risks', () => {
  it('adds a new risk and a proposed one, renames, reorders and deletes them', async () => {
    const idModule = await freshModule(2032);
    const [groupe] = await groupesOf(idModule);
    const risks = async () => (await groupesOf(idModule))[0]?.duerRisques.map((r) => r.duerBaseRisque.nom);
    const added = await owner.post('/api/duer/risques', {
      idDuerGroupe: groupe?.id,
      nom: 'Projection d’huile',
    });
    expect(added.statusCode).toBe(200);
    expect(await risks()).toEqual([
      'Chute de plain-pied',
      'Contact avec des huiles usagées',
      'Projection d’huile',
    ]);
    const [chute] = groupe?.duerRisques ?? [];
    expect((await owner.delete(`/api/duer/risques/${chute?.id}`)).statusCode).toBe(200);
    const proposed = groupe?.duerBaseGroupe.duerBaseRisques.find((b) => b.nom === 'Chute de plain-pied');
    const copied = await owner.post('/api/duer/risques/copie', {
      idDuerGroupe: groupe?.id,
      idBaseRisque: proposed?.id,
    });
    expect(copied.statusCode).toBe(200);
    const id = copied.json<{ insertId: number }>().insertId;
    await owner.put('/api/duer/risques/nom', { duerRisque: { id, duerBaseRisque: { nom: 'Glissade' } } });
    await owner.put('/api/duer/risques/ordre', [{ id, ordre: 1 }]);
    expect(await risks()).toEqual(['Glissade', 'Contact avec des huiles usagées', 'Projection d’huile']);
  });

  it('refuses changes on the file’s oldest DUER to the adherent, and an empty label', async () => {
    const [oldest] = (await owner.get('/api/duer/dossier/AGR001')).json<{ id: number }[]>();
    const [unit] = (await owner.get(`/api/duer/${oldest?.id}/categories`)).json<{ id: number }[]>();
    const [module] = (await owner.get(`/api/duer/categories/${unit?.id}/modules`)).json<{ id: number }[]>();
    const [groupe] = await groupesOf(module?.id ?? 0);
    expect((await owner.delete(`/api/duer/groupes/${groupe?.id}`)).statusCode).toBe(403);
    expect((await owner.post('/api/duer/risques', { idDuerGroupe: groupe?.id, nom: 'X' })).statusCode).toBe(
      403,
    );
    const idModule = await freshModule(2033);
    const [fresh] = await groupesOf(idModule);
    expect((await owner.post('/api/duer/risques', { idDuerGroupe: fresh?.id, nom: '  ' })).statusCode).toBe(
      400,
    );
  });
});

describe('a work unit’s modules', () => {
  it('takes the changed orders of its modules', async () => {
    const duer = (await owner.post('/api/duer', { codeDossier: 'AGR001', annee: 2034 })).json<{
      id: number;
    }>();
    const [unit] = (await owner.get(`/api/duer/${duer.id}/categories`)).json<{ id: number }[]>();
    const modules = async () =>
      (await owner.get(`/api/duer/categories/${unit?.id}/modules`)).json<
        { id: number; duerBaseModule: { nom: string } }[]
      >();
    const [first, second] = await modules();
    const response = await owner.put('/api/duer/modules/ordre', [
      { id: first?.id, ordre: 2 },
      { id: second?.id, ordre: 1 },
    ]);
    expect(response.statusCode).toBe(200);
    expect((await modules()).map((m) => m.duerBaseModule.nom)).toEqual([
      'Stockage des produits',
      'Entretien du matériel',
    ]);
  });
});
