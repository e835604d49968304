import { describe, expect, it } from 'vitest';
import { useOwnerAndPartner } from '../test-support.ts';

const accounts = useOwnerAndPartner();

interface Tool {
  slug: string;
  link: string;
  linkOpenNewTab: boolean;
  favorite: boolean;
  categorie: string | null;
}

describe('tools catalogue and favourites', () => {
  it("lists the catalogue for a file of the account, with the account's stars and each tool's category", async () => {
    const tools = (await accounts.owner.get('/api/tools/AGR001')).json<Tool[]>();
    expect(tools.filter((t) => t.favorite).map((t) => t.slug)).toEqual(['raccourcis']);
    expect(tools.find((t) => t.slug === 'simulateur-emprunt')?.categorie).toBe('simulateurs');
    expect(tools.find((t) => t.slug === 'msa')).toMatchObject({
      linkOpenNewTab: true,
      categorie: 'sites-utiles',
    });
    expect(tools.find((t) => t.slug === 'raccourcis')).toMatchObject({
      link: '/outils/raccourcis',
      categorie: null,
    });
  });

  it("lists it without a file ('null'), and refuses a file outside the account's rights", async () => {
    expect((await accounts.owner.get('/api/tools/null')).statusCode).toBe(200);
    expect((await accounts.partner.get('/api/tools/VIT002')).statusCode).toBe(403);
  });

  it('stars and unstars a tool for the account only, and refuses an unknown tool', async () => {
    expect((await accounts.partner.post('/api/tools/favorite/add', { slug: 'msa' })).statusCode).toBe(200);
    expect(
      (await accounts.partner.get('/api/tools/null')).json<Tool[]>().find((t) => t.slug === 'msa')?.favorite,
    ).toBe(true);
    expect(
      (await accounts.owner.get('/api/tools/null')).json<Tool[]>().find((t) => t.slug === 'msa')?.favorite,
    ).toBe(false);
    await accounts.partner.post('/api/tools/favorite/remove', { slug: 'msa' });
    expect(
      (await accounts.partner.get('/api/tools/null')).json<Tool[]>().find((t) => t.slug === 'msa')?.favorite,
    ).toBe(false);
    const unknown = await accounts.partner.post('/api/tools/favorite/add', { slug: 'inconnu' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Cet outil est inconnu.' });
  });
});
