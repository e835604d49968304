import {
  CATEGORY_LIMIT,
  CATEGORY_NAME_TAKEN,
  SOURCE_REQUIRED,
  YEAR_INVALID,
  YEAR_TAKEN,
} from '@portal/schema/rules/duer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, DATABASE_HOOK_TIMEOUT, startTestApp, stopTestApp } from '../test-support.ts';

type Calls = Awaited<ReturnType<typeof callsAs>>;
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let owner: Calls;
let partner: Calls;
let staff: Calls;
let assistant: Calls;

beforeAll(async () => {
  ctx = await startTestApp();
  [owner, partner, staff, assistant] = await Promise.all([
    callsAs(ctx.app, 'proprietaire@demo.fr'),
    callsAs(ctx.app, 'associe@demo.fr'),
    callsAs(ctx.app, 'collaborateur'),
    callsAs(ctx.app, 'assistante'),
  ]);
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

interface Duer {
  id: number;
  annee: number;
  estFini: boolean;
  versionCalculRisque: number;
}
interface Categorie {
  id: number;
  ordre: number;
  estValide: boolean;
  duerBaseCategorie: { id: number; nom: string };
}

const duersOf = async (calls: Calls, code: string) =>
  (await calls.get(`/api/duer/dossier/${code}`)).json<Duer[]>();
const categoriesOf = async (calls: Calls, id: number) =>
  (await calls.get(`/api/duer/${id}/categories`)).json<Categorie[]>();

describe('a file’s DUERs', () => {
  it('lists AGR001’s three seeded years, the oldest finished on the old scale, the last on the new one', async () => {
    const duers = await duersOf(owner, 'AGR001');
    expect(duers.map((d) => [d.annee, d.estFini, d.versionCalculRisque])).toEqual([
      [2023, true, 0],
      [2024, false, 0],
      [2025, false, 1],
    ]);
  });

  it('refuses a file outside the caller’s rights', async () => {
    expect((await partner.get('/api/duer/dossier/VIT002')).statusCode).toBe(403);
  });
});

describe('creating a DUER', () => {
  it('copies last year into a new one with its work units, ratings and scale', async () => {
    const response = await owner.post('/api/duer/copie', {
      codeDossier: 'AGR001',
      anneeSource: 2025,
      anneeDest: 2027,
      copierContenu: true,
    });
    expect(response.statusCode).toBe(200);
    const created = response.json<Duer>();
    expect(created).toMatchObject({ annee: 2027, estFini: false, versionCalculRisque: 1 });
    const source = (await duersOf(owner, 'AGR001')).find((d) => d.annee === 2025);
    const names = async (id: number) => (await categoriesOf(owner, id)).map((c) => c.duerBaseCategorie.nom);
    expect(await names(created.id)).toEqual(await names(source?.id ?? 0));
  });

  it('creates from the default model of the file’s activity', async () => {
    const response = await owner.post('/api/duer', { codeDossier: 'VIT002', annee: 2030, idBaseType: 2 });
    expect(response.statusCode).toBe(200);
    const names = (await categoriesOf(owner, response.json<Duer>().id)).map((c) => c.duerBaseCategorie.nom);
    expect(names).toEqual(['Vigne', 'Cuverie', 'Bureau']);
  });

  it.each([
    [{ codeDossier: 'AGR001', anneeSource: 2025, anneeDest: 1999 }, 400, YEAR_INVALID],
    [{ codeDossier: 'AGR001', anneeSource: 2025, anneeDest: 2024 }, 409, YEAR_TAKEN],
    [{ codeDossier: 'AGR001', anneeSource: 2012, anneeDest: 2031 }, 400, SOURCE_REQUIRED],
  ])('refuses %j with %i and its message', async (body, status, message) => {
    const before = await duersOf(owner, 'AGR001');
    const response = await owner.post('/api/duer/copie', body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message, affichable: true });
    expect(await duersOf(owner, 'AGR001')).toEqual(before);
  });

  it('lets only a CE collaborator create an empty DUER', async () => {
    expect((await owner.post('/api/duer/vide', { codeDossier: 'AGR001', annee: 2032 })).statusCode).toBe(403);
    expect((await assistant.post('/api/duer/vide', { codeDossier: 'VIT007', annee: 2032 })).statusCode).toBe(
      403,
    );
    const response = await staff.post('/api/duer/vide', { codeDossier: 'AGR001', annee: 2032 });
    expect(response.statusCode).toBe(200);
    expect(await categoriesOf(staff, response.json<Duer>().id)).toEqual([]);
  });

  it('lets staff copy another file’s DUER without its ratings', async () => {
    const [source] = await duersOf(staff, 'VIT002');
    const response = await staff.post('/api/duer/copie-autre-dossier', {
      idDuerSource: source?.id,
      codeDossier: 'AGR001',
      anneeToCreate: 2033,
      idBaseType: 1,
    });
    expect(response.statusCode).toBe(200);
    expect((await categoriesOf(staff, response.json<Duer>().id)).map((c) => c.estValide)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('work units', () => {
  it('adds a new unit at the end, and refuses a name already in the catalogue whatever its case', async () => {
    const duer = (await owner.post('/api/duer', { codeDossier: 'AGR001', annee: 2034 })).json<Duer>();
    const added = await owner.post('/api/duer/categories', {
      codeDossier: 'AGR001',
      idDuer: duer.id,
      nom: 'Serres',
    });
    expect(added.statusCode).toBe(200);
    const units = await categoriesOf(owner, duer.id);
    expect(units.at(-1)).toMatchObject({ id: added.json<{ insertId: number }>().insertId, ordre: 4 });
    const taken = await owner.post('/api/duer/categories', { idDuer: duer.id, nom: 'atelier' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: CATEGORY_NAME_TAKEN });
  });

  it('adds an unused base unit with its model modules, and deletes a unit', async () => {
    const duer = (await staff.post('/api/duer/vide', { codeDossier: 'AGR001', annee: 2035 })).json<Duer>();
    const base = (await staff.get(`/api/duer/${duer.id}/categories/base`)).json<
      { id: number; nom: string }[]
    >();
    const cultures = base.find((b) => b.nom === 'Cultures');
    const copied = await staff.post('/api/duer/categories/copie', {
      idDuer: duer.id,
      idBaseCategorie: cultures?.id,
    });
    expect(copied.statusCode).toBe(200);
    const id = copied.json<{ insertId: number }>().insertId;
    expect((await categoriesOf(staff, duer.id)).map((c) => c.duerBaseCategorie.nom)).toEqual(['Cultures']);
    expect((await staff.delete(`/api/duer/categories/${id}`)).statusCode).toBe(200);
    expect(await categoriesOf(staff, duer.id)).toEqual([]);
  });

  it('stops a viticulture DUER at three work units', async () => {
    const duer = (await owner.post('/api/duer', { codeDossier: 'VIT002', annee: 2036 })).json<Duer>();
    const refused = await owner.post('/api/duer/categories', { idDuer: duer.id, nom: 'Chai de stockage' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: CATEGORY_LIMIT });
  });

  it('refuses the adherent any change on a finished DUER', async () => {
    const [finished] = await duersOf(owner, 'AGR001');
    const response = await owner.post('/api/duer/categories', { idDuer: finished?.id, nom: 'Hangar neuf' });
    expect(response.statusCode).toBe(403);
  });
});

interface Module {
  id: number;
  estValide: boolean;
  forcerValidation: boolean;
  duerBaseModule: { nom: string };
}
interface Groupe {
  id: number;
  duerBaseGroupe: { nom: string };
  duerRisques: { id: number; gravite: number | null; frequence: number | null; maitrise: number | null }[];
}

/** The first unit and module of a new DUER of AGR001 created from the model for `annee`. */
async function freshModule(annee: number) {
  const duer = (await owner.post('/api/duer', { codeDossier: 'AGR001', annee })).json<Duer>();
  const [unit] = await categoriesOf(owner, duer.id);
  const modules = (await owner.get(`/api/duer/categories/${unit?.id}/modules`)).json<Module[]>();
  return { duer, unit, module: modules[0] };
}

describe('modules, operations and risks', () => {
  it('lists a unit’s modules, adds a new one and refuses a name taken', async () => {
    const { unit } = await freshModule(2029);
    const added = await owner.post('/api/duer/modules', { idDuerCategorie: unit?.id, nom: 'Affûtage' });
    expect(added.statusCode).toBe(200);
    const modules = (await owner.get(`/api/duer/categories/${unit?.id}/modules`)).json<Module[]>();
    expect(modules.map((m) => m.duerBaseModule.nom)).toEqual([
      'Entretien du matériel',
      'Stockage des produits',
      'Affûtage',
    ]);
    const taken = await owner.post('/api/duer/modules', { idDuerCategorie: unit?.id, nom: 'récolte' });
    expect(taken.statusCode).toBe(409);
  });

  it('rates a risk, validates its module once all are rated, and writes who changed it', async () => {
    const { module } = await freshModule(2028);
    const groupes = (await owner.get(`/api/duer/modules/${module?.id}/groupes`)).json<Groupe[]>();
    const risques = groupes.flatMap((g) => g.duerRisques);
    expect(risques.every((r) => r.gravite === null)).toBe(true);
    const rated = await owner.put(
      '/api/duer/risques',
      risques.map((r) => ({
        id: r.id,
        gravite: 4,
        frequence: 2,
        maitrise: null,
        mesureAFaire: 'Former le personnel',
      })),
    );
    expect(rated.json()).toEqual({ status: 'OK' });
    const after = (await owner.get(`/api/duer/modules/${module?.id}/groupes`)).json<Groupe[]>();
    expect(after[0]?.duerRisques[0]).toMatchObject({ gravite: 4, frequence: 2, maitrise: null });
    const unitModules = (
      await owner.get(
        `/api/duer/categories/${(await categoriesOf(owner, (await duersOf(owner, 'AGR001')).find((d) => d.annee === 2028)?.id ?? 0))[0]?.id}/modules`,
      )
    ).json<Module[]>();
    expect(unitModules[0]?.estValide).toBe(true);
    const history = (await staff.get(`/api/duer/modules/${module?.id}/historique`)).json<{
      historiqueAdherent: { idLigne: number; colonnes: { nomColonne: string }[] }[];
      historiqueCollaborateur: unknown[];
    }>();
    expect(history.historiqueCollaborateur).toEqual([]);
    expect(
      history.historiqueAdherent
        .find((h) => h.idLigne === risques[0]?.id)
        ?.colonnes.map((c) => c.nomColonne)
        .sort(),
    ).toEqual(['frequence', 'gravite', 'mesureAFaire']);
    expect((await owner.get(`/api/duer/modules/${module?.id}/historique`)).statusCode).toBe(403);
  });

  it('refuses a rating outside the scale and a measure over 2042 characters, changing nothing', async () => {
    const { module } = await freshModule(2031);
    const [groupe] = (await owner.get(`/api/duer/modules/${module?.id}/groupes`)).json<Groupe[]>();
    const id = groupe?.duerRisques[0]?.id;
    expect((await owner.put('/api/duer/risques', [{ id, gravite: 6, frequence: 1 }])).statusCode).toBe(400);
    expect((await owner.put('/api/duer/risques', [{ id, mesureQui: 'x'.repeat(2043) }])).statusCode).toBe(
      400,
    );
    const [after] = (await owner.get(`/api/duer/modules/${module?.id}/groupes`)).json<Groupe[]>();
    expect(after?.duerRisques[0]).toMatchObject({ gravite: null, frequence: null });
  });

  it('adds an operation with its risk, requiring both labels', async () => {
    const { module } = await freshModule(2030);
    const missing = await owner.post('/api/duer/groupes/risque', {
      idDuerModule: module?.id,
      nomGroupe: 'Affûtage',
      nomRisque: '',
    });
    expect(missing.json()).toMatchObject({
      message: 'Le libellé du groupe et le libellé du risque doivent être renseignés.',
    });
    const added = await owner.post('/api/duer/groupes/risque', {
      idDuerModule: module?.id,
      nomGroupe: 'Affûtage des lames',
      nomRisque: 'Projection de particules',
    });
    expect(added.statusCode).toBe(200);
    const groupes = (await owner.get(`/api/duer/modules/${module?.id}/groupes`)).json<Groupe[]>();
    expect(groupes.at(-1)?.duerBaseGroupe.nom).toBe('Affûtage des lames');
  });

  it('forces and withdraws a module’s validation', async () => {
    const { module } = await freshModule(2036);
    const forced = await owner.put(`/api/duer/modules/validation/${module?.id}`, {});
    expect(forced.json()).toEqual({ forcerValidation: true });
    expect((await owner.put(`/api/duer/modules/validation/${module?.id}`, {})).json()).toEqual({
      forcerValidation: false,
    });
  });
});
