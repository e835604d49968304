import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, DATABASE_HOOK_TIMEOUT, startTestApp, stopTestApp } from '../test-support.ts';

type Calls = Awaited<ReturnType<typeof callsAs>>;
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let owner: Calls;
let collab: Calls;

beforeAll(async () => {
  ctx = await startTestApp();
  [owner, collab] = await Promise.all([
    callsAs(ctx.app, 'proprietaire@demo.fr'),
    callsAs(ctx.app, 'collaborateur'),
  ]);
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

interface Other {
  id: number;
  nom: string;
  codeDossier: string;
  annee: number;
  idDuer: number;
}
interface Risque {
  gravite: number | null;
  duerBaseRisque: { nom: string };
}
interface Groupe {
  id: number;
  duerBaseGroupe: { id: number; nom: string };
  duerRisques: Risque[];
}

/** A fresh DUER of AGR001 from its model (as the collaborator), its first unit and that unit's first module. */
async function fresh(annee: number) {
  const duer = (await collab.post('/api/duer', { codeDossier: 'AGR001', annee })).json<{ id: number }>();
  const [unit] = (await collab.get(`/api/duer/${duer.id}/categories`)).json<{ id: number }[]>();
  const modules = (await collab.get(`/api/duer/categories/${unit?.id}/modules`)).json<
    { id: number; duerBaseModule: { id: number; nom: string } }[]
  >();
  return { idDuer: duer.id, idUnit: unit?.id ?? 0, modules };
}

/** A DUER's operation of a base, as the module screen lists it. */
async function sourceGroupe(other: Other): Promise<Groupe | undefined> {
  const units = (await collab.get(`/api/duer/${other.idDuer}/categories`)).json<{ id: number }[]>();
  for (const unit of units) {
    const modules = (await collab.get(`/api/duer/categories/${unit.id}/modules`)).json<{ id: number }[]>();
    for (const m of modules) {
      const groupes = (await collab.get(`/api/duer/modules/${m.id}/groupes`)).json<Groupe[]>();
      const found = groupes.find((g) => g.duerBaseGroupe.id === other.id);
      if (found) return found;
    }
  }
  return undefined;
}

describe('a module from another DUER (DupliquerModuleDepuisAutreDuer)', () => {
  it('lists other DUERs’ modules the unit does not use, and adds one last with its operations unrated', async () => {
    const { idDuer, idUnit, modules } = await fresh(2032);
    const listed = await collab.get(`/api/duer/categories/${idUnit}/modules/autres-duers`);
    expect(listed.statusCode).toBe(200);
    const others = listed.json<Other[]>();
    const used = new Set(modules.map((m) => m.duerBaseModule.id));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((o) => o.idDuer !== idDuer && !used.has(o.id))).toBe(true);
    expect(new Set(others.map((o) => o.codeDossier))).toEqual(new Set(['AGR001', 'VIT002']));
    const chosen = others.find((o) => o.codeDossier === 'VIT002');
    if (!chosen) throw new Error('no VIT002 module offered');

    const added = await collab.post('/api/duer/modules/duplication', {
      duerBaseModuleACopier: { id: chosen.id, idDuer: chosen.idDuer },
      idDuerCategorie: idUnit,
      codeDossierSource: chosen.codeDossier,
      codeDossierDestination: 'AGR001',
    });
    expect(added.statusCode).toBe(200);
    const { insertId } = added.json<{ insertId: number }>();
    const after = (await collab.get(`/api/duer/categories/${idUnit}/modules`)).json<
      { id: number; duerBaseModule: { nom: string } }[]
    >();
    expect(after.at(-1)).toMatchObject({ id: insertId, duerBaseModule: { nom: chosen.nom } });
    const groupes = (await collab.get(`/api/duer/modules/${insertId}/groupes`)).json<Groupe[]>();
    expect(groupes.length).toBeGreaterThan(0);
    expect(groupes.flatMap((g) => g.duerRisques).every((r) => r.gravite === null)).toBe(true);

    const again = (await collab.get(`/api/duer/categories/${idUnit}/modules/autres-duers`)).json<Other[]>();
    expect(again.some((o) => o.id === chosen.id)).toBe(false);
    const twice = await collab.post('/api/duer/modules/duplication', {
      duerBaseModuleACopier: { id: chosen.id, idDuer: chosen.idDuer },
      idDuerCategorie: idUnit,
    });
    expect(twice.statusCode).toBe(404);
  });

  it('refuses the list and the copy to an adherent, and a copy without a choice', async () => {
    const { idUnit } = await fresh(2033);
    expect((await owner.get(`/api/duer/categories/${idUnit}/modules/autres-duers`)).statusCode).toBe(403);
    const [chosen] = (await collab.get(`/api/duer/categories/${idUnit}/modules/autres-duers`)).json<
      Other[]
    >();
    const body = {
      duerBaseModuleACopier: { id: chosen?.id, idDuer: chosen?.idDuer },
      idDuerCategorie: idUnit,
    };
    expect((await owner.post('/api/duer/modules/duplication', body)).statusCode).toBe(403);
    const none = await collab.post('/api/duer/modules/duplication', { idDuerCategorie: idUnit });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: "Aucun module n'a été sélectionné" });
  });
});

describe('an operation from another DUER (Duplicate operation from another DUER)', () => {
  it('lists other DUERs’ operations the module does not use, and adds one last with its risks unrated', async () => {
    const { idDuer, modules } = await fresh(2034);
    const idModule = modules[0]?.id;
    const others = (await collab.get(`/api/duer/modules/${idModule}/groupes/autres-duers`)).json<Other[]>();
    const before = (await collab.get(`/api/duer/modules/${idModule}/groupes`)).json<Groupe[]>();
    const used = new Set(before.map((g) => g.duerBaseGroupe.id));
    expect(others.every((o) => o.idDuer !== idDuer && !used.has(o.id))).toBe(true);
    const chosen = others.find((o) => o.codeDossier === 'VIT002');
    if (!chosen) throw new Error('no VIT002 operation offered');
    const source = await sourceGroupe(chosen);

    const added = await collab.post('/api/duer/groupes/duplication', {
      duerBaseGroupeACopier: { id: chosen.id, idDuer: chosen.idDuer },
      idDuerModule: idModule,
      codeDossierSource: chosen.codeDossier,
      codeDossierDestination: 'AGR001',
    });
    expect(added.statusCode).toBe(200);
    const after = (await collab.get(`/api/duer/modules/${idModule}/groupes`)).json<Groupe[]>();
    const copy = after.at(-1);
    expect(copy?.duerBaseGroupe.nom).toBe(chosen.nom);
    expect(copy?.duerRisques.map((r) => r.duerBaseRisque.nom)).toEqual(
      source?.duerRisques.map((r) => r.duerBaseRisque.nom),
    );
    expect(copy?.duerRisques.every((r) => r.gravite === null)).toBe(true);
  });

  it("refuses an adherent, this DUER's own operation and a copy without a choice", async () => {
    const { idDuer, modules } = await fresh(2035);
    const idModule = modules[0]?.id;
    expect((await owner.get(`/api/duer/modules/${idModule}/groupes/autres-duers`)).statusCode).toBe(403);
    const [own] = (await collab.get(`/api/duer/modules/${modules[1]?.id}/groupes`)).json<Groupe[]>();
    const mine = await collab.post('/api/duer/groupes/duplication', {
      duerBaseGroupeACopier: { id: own?.duerBaseGroupe.id, idDuer },
      idDuerModule: idModule,
    });
    expect(mine.statusCode).toBe(404);
    const none = await collab.post('/api/duer/groupes/duplication', { idDuerModule: idModule });
    expect(none.json()).toMatchObject({ message: "Aucune opération n'a été sélectionnée" });
  });
});
