import { TITLE_EMPTY_ON_ADD, TITLE_EMPTY_ON_EDIT } from '@portal/schema/rules/duer-preamble';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { startOwnStack, LEGACY_NOW } from './support.ts';

// A DUER's preamble through the gateway: staff create DUERs of AGR001 and VIT002 for years of this file's own
// emulator.
let stack: Awaited<ReturnType<typeof startOwnStack>>;
let gateway: Awaited<ReturnType<typeof startOwnStack>>['gateway'];
let owner: string;
let partner: string;
let staff: string;

beforeAll(async () => {
  stack = await startOwnStack(['proprietaire@demo.fr', 'associe@demo.fr', 'collaborateur']);
  gateway = stack.gateway;
  [owner, partner, staff] = stack.sessions as [string, string, string];
});
afterAll(() => stack.close());

const SEED_YEAR = new Date(LEGACY_NOW).getUTCFullYear();

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

const CreateDocument = graphql(`
  mutation ContractCreateDuerForPreamble($input: CreateDuerInput!) {
    createDuer(input: $input) {
      duer {
        id
        legacyId
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

async function freshDuer(annee: number, codeDossier = 'AGR001') {
  const { body } = await gateway.graphql(
    CreateDocument,
    { input: { codeDossier, mode: 'vide', annee } },
    staff,
  );
  const duer = body.data?.createDuer.duer;
  if (!duer) throw new Error(`no DUER created: ${JSON.stringify(body)}`);
  return duer;
}

const preambleOf = async (codeDossier: string, legacyId: string) =>
  (await gateway.graphql(PreambleDocument, { codeDossier, legacyId }, owner)).body.data?.dossier?.duer
    ?.preambule;

describe('a DUER’s preamble through the gateway', () => {
  it('reads the base categories, saves the texts (an empty one as a space) and a category’s content', async () => {
    const duer = await freshDuer(SEED_YEAR + 5);
    const before = await preambleOf('AGR001', duer.legacyId);
    expect(before?.categories.map((c) => [c.titre, c.ordre])).toEqual([
      ['Méthodologie', 1],
      ['Suivi et mise à jour', 2],
    ]);
    const [methode] = before?.categories ?? [];
    const { body } = await gateway.graphql(
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
      owner,
    );
    expect(body.data?.saveDuerPreambule.errors).toEqual([]);
    expect(body.data?.saveDuerPreambule.duer?.preambule).toMatchObject({
      descriptifExploitation: 'Élevage bovin',
      ressourcesHumaines: ' ',
      categories: [{ titre: 'Méthodologie', contenu: 'Visite des postes', legacyId: methode?.legacyId }, {}],
    });
  });

  it('adds, renames and deletes a category, refusing an empty title with each of the two messages', async () => {
    const duer = await freshDuer(SEED_YEAR + 6);
    const refusedAdd = await gateway.graphql(AddDocument, { input: { duerId: duer.id, titre: ' ' } }, owner);
    expect(refusedAdd.body.data?.addDuerPreambuleCategorie.errors).toEqual([
      { field: 'input.titre', message: TITLE_EMPTY_ON_ADD },
    ]);
    const added = await gateway.graphql(
      AddDocument,
      { input: { duerId: duer.id, titre: 'Sous-traitance' } },
      owner,
    );
    const categorie = added.body.data?.addDuerPreambuleCategorie.duer?.preambule?.categories.at(-1);
    expect(categorie).toMatchObject({ titre: 'Sous-traitance', ordre: 3 });
    const id = categorie?.id ?? '';

    const refusedRename = await gateway.graphql(
      RenameDocument,
      { input: { preambuleCategorieId: id, titre: '' } },
      owner,
    );
    expect(refusedRename.body.data?.renameDuerPreambuleCategorie.errors).toEqual([
      { field: 'input.titre', message: TITLE_EMPTY_ON_EDIT },
    ]);
    const renamed = await gateway.graphql(
      RenameDocument,
      { input: { preambuleCategorieId: id, titre: 'Entreprises extérieures' } },
      owner,
    );
    expect(renamed.body.data?.renameDuerPreambuleCategorie.duer?.preambule?.categories.at(-1)?.titre).toBe(
      'Entreprises extérieures',
    );
    const deleted = await gateway.graphql(DeleteDocument, { id }, owner);
    expect(deleted.body.data?.deleteDuerPreambuleCategorie.duer?.preambule?.categories).toHaveLength(2);
  });

  it('refuses a partner without the DUER tool on the file before any change', async () => {
    const duer = await freshDuer(SEED_YEAR + 7, 'VIT002');
    const { body } = await gateway.graphql(
      AddDocument,
      { input: { duerId: duer.id, titre: 'Intrusion' } },
      partner,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await preambleOf('VIT002', duer.legacyId))?.categories).toHaveLength(2);
  });
});
