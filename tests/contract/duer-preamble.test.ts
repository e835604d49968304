import { TITLE_EMPTY_ON_ADD, TITLE_EMPTY_ON_EDIT } from '@portal/schema/rules/duer-preamble';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { freshDuer, ownDuerStack, SEED_YEAR } from './duer-stack.ts';

// A DUER's preamble through the gateway: staff create DUERs of AGR001 and VIT002 for years of this file's own
// emulator.
const own = ownDuerStack();

const PreambleDocument = graphql(`
  query ContractDuerPreamble($codeDossier: String!, $legacyId: ID!) {
    dossier(codeDossier: $codeDossier) {
      id
      duer(legacyId: $legacyId) {
        ...ContractDuerPreambleFields
      }
    }
  }

  fragment ContractDuerPreambleFields on Duer {
    id
    preambule {
      descriptifExploitation
      ressourcesHumaines
      prestationsServices
      categories {
        id
        legacyId
        titre
        contenu
        ordre
      }
    }
  }
`);

const SaveDocument = graphql(`
  mutation ContractSaveDuerPreambule($input: SaveDuerPreambuleInput!) {
    saveDuerPreambule(input: $input) {
      duer {
        ...ContractDuerPreambleFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const AddDocument = graphql(`
  mutation ContractAddDuerPreambuleCategorie($input: AddDuerPreambuleCategorieInput!) {
    addDuerPreambuleCategorie(input: $input) {
      duer {
        ...ContractDuerPreambleFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const RenameDocument = graphql(`
  mutation ContractRenameDuerPreambuleCategorie($input: RenameDuerPreambuleCategorieInput!) {
    renameDuerPreambuleCategorie(input: $input) {
      duer {
        ...ContractDuerPreambleFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const DeleteDocument = graphql(`
  mutation ContractDeleteDuerPreambuleCategorie($id: ID!) {
    deleteDuerPreambuleCategorie(preambuleCategorieId: $id) {
      duer {
        ...ContractDuerPreambleFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const preambleOf = async (codeDossier: string, legacyId: string) =>
  (await own.gateway.graphql(PreambleDocument, { codeDossier, legacyId }, own.owner)).body.data?.dossier?.duer
    ?.preambule;

describe('a DUER’s preamble through the gateway', () => {
  it('reads the base categories, saves the texts (an empty one as a space) and a category’s content', async () => {
    const duer = await freshDuer(own, SEED_YEAR + 5);
    const before = await preambleOf('AGR001', duer.legacyId);
    expect(before?.categories.map((c) => [c.titre, c.ordre])).toEqual([
      ['Méthodologie', 1],
      ['Suivi et mise à jour', 2],
    ]);
    const [methode] = before?.categories ?? [];
    const { body } = await own.gateway.graphql(
      SaveDocument,
      {
        input: {
          duerId: duer.id,
          descriptifExploitation: 'Élevage bovin',
          ressourcesHumaines: '',
          prestationsServices: 'Taille',
          categories: [{ id: methode?.id ?? '', contenu: 'Visite des postes' }],
        },
      },
      own.owner,
    );
    expect(body.data?.saveDuerPreambule.errors).toEqual([]);
    expect(body.data?.saveDuerPreambule.duer?.preambule).toMatchObject({
      descriptifExploitation: 'Élevage bovin',
      ressourcesHumaines: ' ',
      categories: [{ titre: 'Méthodologie', contenu: 'Visite des postes', legacyId: methode?.legacyId }, {}],
    });
  });

  it('adds, renames and deletes a category, refusing an empty title with each of the two messages', async () => {
    const duer = await freshDuer(own, SEED_YEAR + 6);
    const refusedAdd = await own.gateway.graphql(
      AddDocument,
      { input: { duerId: duer.id, titre: ' ' } },
      own.owner,
    );
    expect(refusedAdd.body.data?.addDuerPreambuleCategorie.errors).toEqual([
      { field: 'input.titre', message: TITLE_EMPTY_ON_ADD },
    ]);
    const added = await own.gateway.graphql(
      AddDocument,
      { input: { duerId: duer.id, titre: 'Sous-traitance' } },
      own.owner,
    );
    const categorie = added.body.data?.addDuerPreambuleCategorie.duer?.preambule?.categories.at(-1);
    expect(categorie).toMatchObject({ titre: 'Sous-traitance', ordre: 3 });
    const id = categorie?.id ?? '';

    const refusedRename = await own.gateway.graphql(
      RenameDocument,
      { input: { preambuleCategorieId: id, titre: '' } },
      own.owner,
    );
    expect(refusedRename.body.data?.renameDuerPreambuleCategorie.errors).toEqual([
      { field: 'input.titre', message: TITLE_EMPTY_ON_EDIT },
    ]);
    const renamed = await own.gateway.graphql(
      RenameDocument,
      { input: { preambuleCategorieId: id, titre: 'Entreprises extérieures' } },
      own.owner,
    );
    expect(renamed.body.data?.renameDuerPreambuleCategorie.duer?.preambule?.categories.at(-1)?.titre).toBe(
      'Entreprises extérieures',
    );
    const deleted = await own.gateway.graphql(DeleteDocument, { id }, own.owner);
    expect(deleted.body.data?.deleteDuerPreambuleCategorie.duer?.preambule?.categories).toHaveLength(2);
  });

  it('refuses a partner without the DUER tool on the file before any change', async () => {
    const duer = await freshDuer(own, SEED_YEAR + 7, { codeDossier: 'VIT002' });
    const { body } = await own.gateway.graphql(
      AddDocument,
      { input: { duerId: duer.id, titre: 'Intrusion' } },
      own.partner,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await preambleOf('VIT002', duer.legacyId))?.categories).toHaveLength(2);
  });
});
