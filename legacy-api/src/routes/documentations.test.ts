import { describe, expect, it } from 'vitest';
import { useOwnerAndPartner } from '../test-support.ts';

const accounts = useOwnerAndPartner();

interface Entry {
  code: string;
  title: string;
  codeGed: string | null;
  gedDispo: boolean;
  categories: Entry[];
}

describe('the documentation area', () => {
  it('nests the categories three levels below an entry, the last one opening a library', async () => {
    const tree = (await accounts.owner.get('/api/documentations')).json<Entry[]>();
    expect(tree.map((e) => e.title)).toEqual([
      'Fiscalité',
      'Social',
      'Juridique',
      'Protection des données (RGPD)',
      'Ateliers du Conseil',
      'Service-public.fr',
    ]);
    const tva = tree[0]?.categories[0]?.categories[0];
    expect(tva?.title).toBe('TVA');
    expect(tva?.categories[0]).toMatchObject({
      title: 'Guide de la TVA',
      codeGed: 'DOC-TVA',
      categories: [],
    });
    expect(tree[0]?.categories[0]?.categories[1]).toMatchObject({ codeGed: 'DOC-IS', gedDispo: false });
  });

  it('reads a library a page of 20 at a time, filtered by a lowercase text', async () => {
    const page = async (query: string) =>
      (await accounts.partner.get(`/api/documentations/ged/DOC-TVA?${query}`)).json<{ name: string }[]>();
    expect(await page('page=1&size=20')).toHaveLength(20);
    expect(await page('page=3&size=20')).toHaveLength(5);
    const found = await page('containsfilter=autoliquidation&page=1&size=20');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => d.name.startsWith('Autoliquidation'))).toBe(true);
  });

  it('answers 404 for a library it does not have', async () => {
    expect((await accounts.owner.get('/api/documentations/ged/INCONNUE')).statusCode).toBe(404);
  });
});
