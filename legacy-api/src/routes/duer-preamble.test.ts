import {
  PREAMBLE_CONTENT_MAX,
  TITLE_EMPTY_ON_ADD,
  TITLE_EMPTY_ON_EDIT,
} from '@portal/schema/rules/duer-preamble';
import { describe, expect, it } from 'vitest';
import { duerTestApp } from './duer-test-app.ts';

const own = duerTestApp();

async function freshDuer(annee: number, codeDossier = 'AGR001'): Promise<number> {
  return (await own.staff.post('/api/duer/vide', { codeDossier, annee })).json<{ id: number }>().id;
}

interface Preambule {
  idPreambule: number;
  descriptifExploitation: string;
  categories: { id: number; titre: string; contenu: string; ordre: number }[];
}

describe('a DUER’s preamble', () => {
  it('opens with the base categories, then keeps the texts and contents saved', async () => {
    const idDuer = await freshDuer(2027);
    const url = `/api/duer/${idDuer}/preambule`;
    const first = (await own.owner.get(url)).json<Preambule>();
    expect(first.categories.map((c) => c.titre)).toEqual(['Méthodologie', 'Suivi et mise à jour']);
    const [methode] = first.categories;
    const saved = await own.owner.put(url, {
      descriptifExploitation: 'Élevage bovin',
      ressourcesHumaines: ' ',
      prestationsServices: ' ',
      categories: [{ id: methode!.id, contenu: 'Visite des postes' }],
    });
    expect(saved.statusCode).toBe(200);
    const again = (await own.owner.get(url)).json<Preambule>();
    expect(again.idPreambule).toBe(first.idPreambule);
    expect(again.descriptifExploitation).toBe('Élevage bovin');
    expect(again.categories[0]).toMatchObject({ titre: 'Méthodologie', contenu: 'Visite des postes' });
  });

  it('refuses a text over 65535 characters and keeps what was saved', async () => {
    const idDuer = await freshDuer(2028);
    const url = `/api/duer/${idDuer}/preambule`;
    await own.owner.get(url);
    const refused = await own.owner.put(url, {
      descriptifExploitation: 'x'.repeat(PREAMBLE_CONTENT_MAX + 1),
      ressourcesHumaines: ' ',
      prestationsServices: ' ',
      categories: [],
    });
    expect(refused.statusCode).toBe(400);
    expect((await own.owner.get(url)).json<Preambule>().descriptifExploitation).toBe(' ');
  });

  it('adds a category last, renames it, and deletes it; an empty title is refused with each message', async () => {
    const idDuer = await freshDuer(2029);
    const { idPreambule } = (await own.owner.get(`/api/duer/${idDuer}/preambule`)).json<Preambule>();
    const categories = `/api/duer/preambule/${idPreambule}/categories`;
    expect((await own.owner.post(categories, { titre: ' ', ordre: -1 })).json()).toMatchObject({
      message: TITLE_EMPTY_ON_ADD,
    });
    const { insertId } = (await own.owner.post(categories, { titre: 'Sous-traitance', ordre: -1 })).json<{
      insertId: number;
    }>();
    const listed = (await own.owner.get(categories)).json<Preambule['categories']>();
    expect(listed.at(-1)).toMatchObject({ id: insertId, titre: 'Sous-traitance', ordre: 3 });

    const one = `/api/duer/preambule/categories/${insertId}`;
    expect((await own.owner.put(one, { titre: '', contenu: null, ordre: 3 })).json()).toMatchObject({
      message: TITLE_EMPTY_ON_EDIT,
    });
    await own.owner.put(one, { titre: 'Entreprises extérieures', contenu: null, ordre: 3 });
    expect((await own.owner.get(categories)).json<Preambule['categories']>().at(-1)?.titre).toBe(
      'Entreprises extérieures',
    );
    expect((await own.owner.delete(one)).statusCode).toBe(200);
    expect((await own.owner.get(categories)).json<Preambule['categories']>()).toHaveLength(2);
  });

  it('gives each seeded DUER of a file its preamble (the bench’s DUER 7 among them)', async () => {
    const seeded = (await own.owner.get('/api/duer/7/preambule')).json<Preambule>();
    expect(seeded.descriptifExploitation).toBe('Exploitation familiale');
    expect(seeded.categories.map((c) => c.id)).toEqual([5, 6]);
  });

  it('is refused to a partner who may not see the file’s DUER', async () => {
    const idDuer = await freshDuer(2030, 'VIT002');
    expect((await own.partner.get(`/api/duer/${idDuer}/preambule`)).statusCode).toBe(403);
  });
});
