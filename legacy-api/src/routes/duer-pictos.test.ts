import { PICTO_DESCRIPTION_TOO_LONG, PICTOS_NOT_OFFERED } from '@portal/schema/rules/duer-pictos';
import { describe, expect, it } from 'vitest';
import { duerTestApp, type DuerTestApp } from './duer-test-app.ts';

const own = duerTestApp();

interface BasePicto {
  id: number;
  nom: string;
  typeMime: string;
  imageBase64: string;
  description: string;
}
interface Risque {
  id: number;
  duerBaseRisque: { nom: string; estAvecPicto: boolean };
  duerPictos: { id: number; description: string; duerBasePicto: { id: number; nom: string } }[];
}

/** A fresh DUER of AGR001 from its model: its first module's id and risks (the workshop's oil change). */
async function freshModule(annee: number) {
  const duer = (await own.owner.post('/api/duer', { codeDossier: 'AGR001', annee })).json<{ id: number }>();
  const [unit] = (await own.owner.get(`/api/duer/${duer.id}/categories`)).json<{ id: number }[]>();
  const [module] = (await own.owner.get(`/api/duer/categories/${unit?.id}/modules`)).json<{ id: number }[]>();
  const risques = async () =>
    (await own.owner.get(`/api/duer/modules/${module?.id}/groupes`))
      .json<{ duerRisques: Risque[] }[]>()
      .flatMap((g) => g.duerRisques);
  const all = await risques();
  const withPictos = all.find((r) => r.duerBaseRisque.estAvecPicto);
  const without = all.find((r) => !r.duerBaseRisque.estAvecPicto);
  if (!withPictos || !without) throw new Error('the seed lost its pictogram risks');
  const pictosOf = async () => (await risques()).find((r) => r.id === withPictos.id)?.duerPictos ?? [];
  return { idDuer: duer.id, withPictos, without, pictosOf };
}

const catalogue = async () => (await own.owner.get('/api/duer/dossier/AGR001/pictos')).json<BasePicto[]>();
const update = (calls: DuerTestApp['owner'], body: Record<string, unknown>) =>
  calls.put('/api/duer/risques/pictos', { ajouts: [], suppressions: [], modifications: [], ...body });

describe('the pictogram catalogue of a file', () => {
  it('lists small images, each with its type, name and description', async () => {
    const pictos = await catalogue();
    expect(pictos.length).toBeGreaterThanOrEqual(5);
    for (const p of pictos) {
      expect(['image/svg+xml', 'image/png']).toContain(p.typeMime);
      const image = Buffer.from(p.imageBase64, 'base64').toString('utf8');
      expect(image.startsWith('<svg')).toBe(true);
      expect(image.length).toBeLessThan(2000);
      expect(p.nom).not.toBe('');
    }
  });

  it('is refused to a partner who may not see the file’s DUER', async () => {
    expect((await own.partner.get('/api/duer/dossier/VIT002/pictos')).statusCode).toBe(403);
  });
});

describe('the pictograms update of a risk', () => {
  it('adds, edits and removes pictograms in one call', async () => {
    const { withPictos, pictosOf } = await freshModule(2031);
    const [gants, lunettes] = await catalogue();
    const added = await update(own.owner, {
      idDuerRisque: withPictos.id,
      ajouts: [
        { description: 'Gants nitrile', duerBasePicto: { id: gants?.id } },
        { description: 'Lunettes', duerBasePicto: { id: lunettes?.id } },
      ],
    });
    expect(added.statusCode).toBe(200);
    const [first, second] = await pictosOf();
    expect([first?.description, second?.description]).toEqual(['Gants nitrile', 'Lunettes']);
    expect(first?.duerBasePicto).toEqual({ id: gants?.id, nom: gants?.nom });

    const changed = await update(own.owner, {
      idDuerRisque: withPictos.id,
      suppressions: [{ id: first?.id }],
      modifications: [{ id: second?.id, description: 'Lunettes de protection' }],
    });
    expect(changed.statusCode).toBe(200);
    expect((await pictosOf()).map((p) => [p.id, p.description])).toEqual([
      [second?.id, 'Lunettes de protection'],
    ]);
  });

  it('refuses a description over 255 characters and keeps everything as it was', async () => {
    const { withPictos, pictosOf } = await freshModule(2032);
    const [gants] = await catalogue();
    const refused = await update(own.owner, {
      idDuerRisque: withPictos.id,
      ajouts: [
        { description: 'Gants', duerBasePicto: { id: gants?.id } },
        { description: 'x'.repeat(256), duerBasePicto: { id: gants?.id } },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: PICTO_DESCRIPTION_TOO_LONG });
    expect(await pictosOf()).toEqual([]);
  });

  it('refuses pictograms on a risk whose base risk carries none', async () => {
    const { without } = await freshModule(2033);
    const [gants] = await catalogue();
    const refused = await update(own.owner, {
      idDuerRisque: without.id,
      ajouts: [{ description: 'Gants', duerBasePicto: { id: gants?.id } }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: PICTOS_NOT_OFFERED });
  });

  it('rolls back the whole update when one pictogram is another risk’s', async () => {
    const first = await freshModule(2034);
    const other = await freshModule(2035);
    const [gants] = await catalogue();
    await update(own.owner, {
      idDuerRisque: other.withPictos.id,
      ajouts: [{ description: 'Gants', duerBasePicto: { id: gants?.id } }],
    });
    const [foreign] = await other.pictosOf();
    const refused = await update(own.owner, {
      idDuerRisque: first.withPictos.id,
      ajouts: [{ description: 'Gants', duerBasePicto: { id: gants?.id } }],
      suppressions: [{ id: foreign?.id }],
    });
    expect(refused.statusCode).toBe(404);
    expect(await first.pictosOf()).toEqual([]);
    expect(await other.pictosOf()).toHaveLength(1);
  });

  it('is refused without droitModifs: an adherent on a finished DUER, while staff may still change it', async () => {
    // AGR001's finished year is its oldest (seed): neither right for the adherent, droitModifs for staff.
    const duers = (await own.owner.get('/api/duer/dossier/AGR001')).json<
      { id: number; estFini: boolean }[]
    >();
    const fini = duers.find((d) => d.estFini);
    const [unit] = (await own.staff.get(`/api/duer/${fini?.id}/categories`)).json<{ id: number }[]>();
    const [module] = (await own.staff.get(`/api/duer/categories/${unit?.id}/modules`)).json<
      { id: number }[]
    >();
    const risque = (await own.staff.get(`/api/duer/modules/${module?.id}/groupes`))
      .json<{ duerRisques: Risque[] }[]>()
      .flatMap((g) => g.duerRisques)
      .find((r) => r.duerBaseRisque.estAvecPicto);
    const [gants] = await catalogue();
    const body = {
      idDuerRisque: risque?.id,
      ajouts: [{ description: 'Gants', duerBasePicto: { id: gants?.id } }],
    };
    expect((await update(own.owner, body)).statusCode).toBe(403);
    expect((await update(own.staff, body)).statusCode).toBe(200);
  });
});
