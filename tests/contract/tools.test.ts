import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { useOwnStack } from './support.ts';

// Starring changes the account's favourites: an emulator of this file's own.
const stack = useOwnStack();

const ToolsDocument = graphql(`
  query ContractTools($codeDossier: String!, $categorie: String) {
    dossier(codeDossier: $codeDossier) {
      tools(categorie: $categorie) {
        id
        slug
        name
        link
        linkOpenNewTab
        favorite
        categorie
      }
      toolCategory(slug: "sites-utiles") {
        id
        name
      }
    }
  }
`);

const SetToolFavoriteDocument = graphql(`
  mutation ContractSetToolFavorite($input: SetToolFavoriteInput!) {
    setToolFavorite(input: $input) {
      tool {
        id
        favorite
      }
      errors {
        message
      }
    }
  }
`);

async function toolsAs(login: string, codeDossier: string, categorie: string | null = null) {
  const session = await stack.gateway.signIn(login);
  const { body } = await stack.gateway.graphql(ToolsDocument, { codeDossier, categorie }, session);
  return { session, dossier: body.data?.dossier };
}

describe('tools against the emulator', () => {
  it('offers the risk tool to the owner of an 0001 file holding tool_duer, with the seed’s favourite', async () => {
    const { dossier } = await toolsAs('proprietaire@demo.fr', 'AGR001');
    const slugs = dossier?.tools?.map((t) => t.slug);
    expect(slugs).toContain('duer');
    expect(slugs).not.toContain('simulateur-emprunt');
    expect(dossier?.tools?.filter((t) => t.favorite).map((t) => t.slug)).toEqual(['raccourcis']);
    expect(dossier?.toolCategory?.name).toBe('Sites utiles');
  });

  it('offers it to a collaborator of function CE, and not to an individual client', async () => {
    expect((await toolsAs('collaborateur', 'AGR001')).dossier?.tools?.map((t) => t.slug)).toContain('duer');
    expect((await toolsAs('particulier@demo.fr', 'PAR004')).dossier?.tools?.map((t) => t.slug)).not.toContain(
      'duer',
    );
  });

  it('lists a category’s tools, which open in a new tab', async () => {
    const { dossier } = await toolsAs('associe@demo.fr', 'AGR001', 'sites-utiles');
    expect(dossier?.tools?.map((t) => [t.slug, t.linkOpenNewTab, t.categorie])).toEqual([
      ['meteo-agricole', true, 'sites-utiles'],
      ['impots', true, 'sites-utiles'],
      ['msa', true, 'sites-utiles'],
    ]);
  });

  it('stars a tool, which then lists as a favourite', async () => {
    const { session } = await toolsAs('associe@demo.fr', 'AGR001');
    const { body } = await stack.gateway.graphql(
      SetToolFavoriteDocument,
      { input: { id: 'AGR001:raccourcis', favorite: true } },
      session,
    );
    expect(body.data?.setToolFavorite).toEqual({
      tool: { id: 'AGR001:raccourcis', favorite: true },
      errors: [],
    });
    const { body: after } = await stack.gateway.graphql(ToolsDocument, { codeDossier: 'AGR001' }, session);
    expect(after.data?.dossier?.tools?.find((t) => t.slug === 'raccourcis')?.favorite).toBe(true);
  });
});
