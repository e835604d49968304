import { CATEGORY_NAME_TAKEN, tileColour, YEAR_INVALID } from '@portal/schema/rules/duer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { LEGACY_NOW } from './global-setup.ts';
import { startGateway, startOwnEmulator } from './support.ts';

// Creates DUERs on AGR001 and VIT002 for years no other test uses: an emulator of this file's own.
let emulator: Awaited<ReturnType<typeof startOwnEmulator>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let owner: string;
let staff: string;

beforeAll(async () => {
  emulator = await startOwnEmulator();
  gateway = await startGateway({ legacyUrl: emulator.url });
  [owner, staff] = await Promise.all([
    gateway.signIn('proprietaire@demo.fr'),
    gateway.signIn('collaborateur'),
  ]);
});
afterAll(async () => {
  await gateway.close();
  await emulator.stop();
});

const SEED_YEAR = new Date(LEGACY_NOW).getUTCFullYear();

const IndexDocument = graphql(`
  query ContractDuerIndex($codeDossier: String!) {
    dossier(codeDossier: $codeDossier) {
      id
      duers {
        ...ContractDuerFields
      }
      duerCreation {
        allowed
        modes
        anneeMin
        anneeMax
      }
      duersAutresDossiers {
        id
        codeDossier
        raisonSociale
        annee
      }
    }
  }

  fragment ContractDuerFields on Duer {
    id
    legacyId
    codeDossier
    annee
    estFini
    estValide
    dateFini
    versionCalculRisque
    couleur
    droitModifs
    droitCreation
  }
`);

const HomeDocument = graphql(`
  query ContractDuerHome($codeDossier: String!, $legacyId: ID!) {
    dossier(codeDossier: $codeDossier) {
      id
      duer(legacyId: $legacyId) {
        id
        annee
        peutAjouterCategorie
        categories {
          id
          legacyId
          ordre
          estValide
          nom
          tailleTexte
        }
        categoriesDeBase {
          id
          legacyId
          nom
          propreAuDossier
        }
      }
    }
  }
`);

const CreateDocument = graphql(`
  mutation ContractCreateDuer($input: CreateDuerInput!) {
    createDuer(input: $input) {
      duer {
        id
        legacyId
        annee
        versionCalculRisque
        categories {
          nom
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

const AddUnitDocument = graphql(`
  mutation ContractAddDuerCategorie($input: AddDuerCategorieInput!) {
    addDuerCategorie(input: $input) {
      duer {
        id
      }
      categorie {
        id
        nom
        ordre
      }
      errors {
        message
      }
    }
  }
`);

const DeleteUnitDocument = graphql(`
  mutation ContractDeleteDuerCategorie($id: ID!) {
    deleteDuerCategorie(id: $id) {
      duer {
        categories {
          id
        }
      }
      errors {
        message
      }
    }
  }
`);

const index = async (codeDossier: string, cookie: string) =>
  (await gateway.graphql(IndexDocument, { codeDossier }, cookie)).body;

describe('the DUER index', () => {
  it('lists the owner’s years with their colours and rights, and offers the model or a copy', async () => {
    const { data } = await index('AGR001', owner);
    expect(
      data?.dossier?.duers?.map((d) => [d.annee, d.estFini, d.droitModifs, d.droitCreation, d.couleur]),
    ).toEqual([
      [SEED_YEAR - 3, true, false, false, tileColour(SEED_YEAR - 3)],
      [SEED_YEAR - 2, false, true, true, tileColour(SEED_YEAR - 2)],
      [SEED_YEAR - 1, false, true, true, tileColour(SEED_YEAR - 1)],
    ]);
    expect(data?.dossier?.duerCreation).toMatchObject({
      allowed: true,
      modes: ['modele', 'copie'],
      anneeMin: 2000,
    });
    expect(data?.dossier?.duersAutresDossiers).toEqual([]);
  });

  it('offers a CE collaborator the empty DUER and the other files’ DUERs, and the edit right on a finished one', async () => {
    const { data } = await index('AGR001', staff);
    expect(data?.dossier?.duerCreation.modes).toEqual(['modele', 'copie', 'vide', 'autreDossier']);
    expect(data?.dossier?.duersAutresDossiers?.map((o) => o.codeDossier)).toContain('VIT002');
    expect(data?.dossier?.duers?.[0]).toMatchObject({
      estFini: true,
      droitModifs: true,
      droitCreation: true,
    });
  });
});

describe('creating a DUER', () => {
  it('copies last year with its work units', async () => {
    const { body } = await gateway.graphql(
      CreateDocument,
      { input: { codeDossier: 'VIT002', mode: 'copie', annee: 2036, anneeSource: SEED_YEAR - 1 } },
      owner,
    );
    expect(body.data?.createDuer.errors).toEqual([]);
    expect(body.data?.createDuer.duer).toMatchObject({ annee: 2036, versionCalculRisque: 1 });
    expect(body.data?.createDuer.duer?.categories?.map((c) => c.nom)).toEqual(['Vigne', 'Cuverie', 'Bureau']);
  });

  it('refuses a year out of range with the spec’s message, before any legacy change', async () => {
    const calls = gateway.upstream.length;
    const { body } = await gateway.graphql(
      CreateDocument,
      { input: { codeDossier: 'VIT002', mode: 'modele', annee: 1999 } },
      owner,
    );
    expect(body.data?.createDuer).toEqual({
      duer: null,
      errors: [{ field: 'input.annee', message: YEAR_INVALID }],
    });
    expect(gateway.upstream.slice(calls).filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('refuses an empty DUER to an adherent as a form error', async () => {
    const { body } = await gateway.graphql(
      CreateDocument,
      { input: { codeDossier: 'VIT002', mode: 'vide', annee: 2037 } },
      owner,
    );
    expect(body.data?.createDuer.duer).toBeNull();
    expect(body.data?.createDuer.errors).toHaveLength(1);
  });
});

describe('work units', () => {
  it('adds a unit to a new DUER, refuses a name taken, and deletes it', async () => {
    const created = await gateway.graphql(
      CreateDocument,
      { input: { codeDossier: 'AGR001', mode: 'modele', annee: 2034 } },
      owner,
    );
    const duer = created.body.data?.createDuer.duer;
    const added = await gateway.graphql(
      AddUnitDocument,
      { input: { duerId: duer?.id ?? '', nom: 'Serres' } },
      owner,
    );
    expect(added.body.data?.addDuerCategorie.categorie).toMatchObject({ nom: 'Serres', ordre: 4 });
    const taken = await gateway.graphql(
      AddUnitDocument,
      { input: { duerId: duer?.id ?? '', nom: 'SERRES' } },
      owner,
    );
    expect(taken.body.data?.addDuerCategorie.errors).toEqual([{ message: CATEGORY_NAME_TAKEN }]);
    const home = await gateway.graphql(
      HomeDocument,
      { codeDossier: 'AGR001', legacyId: duer?.legacyId ?? '' },
      owner,
    );
    expect(home.body.data?.dossier?.duer?.categories?.map((c) => c.nom)).toEqual([
      'Atelier',
      'Cultures',
      'Stockage',
      'Serres',
    ]);
    const deleted = await gateway.graphql(
      DeleteUnitDocument,
      { id: added.body.data?.addDuerCategorie.categorie?.id ?? '' },
      owner,
    );
    expect(deleted.body.data?.deleteDuerCategorie.duer?.categories).toHaveLength(3);
  });

  it('refuses the owner any change to the finished oldest DUER before calling the legacy', async () => {
    const { data } = await index('AGR001', owner);
    const oldest = data?.dossier?.duers?.[0];
    const calls = gateway.upstream.length;
    const { body } = await gateway.graphql(
      AddUnitDocument,
      { input: { duerId: oldest?.id ?? '', nom: 'Hangar' } },
      owner,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(gateway.upstream.slice(calls).filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('offers the base units the DUER lacks and sizes each tile’s text', async () => {
    const { data } = await index('AGR001', staff);
    const last = data?.dossier?.duers?.at(-1);
    const home = await gateway.graphql(
      HomeDocument,
      { codeDossier: 'AGR001', legacyId: last?.legacyId ?? '' },
      staff,
    );
    const duer = home.body.data?.dossier?.duer;
    expect(duer?.peutAjouterCategorie).toBe(true);
    expect(duer?.categories?.map((c) => [c.nom, c.tailleTexte])).toEqual([
      ['Atelier', '0.6em'],
      ['Cultures', '0.6em'],
      ['Stockage', '0.6em'],
    ]);
    expect(duer?.categoriesDeBase?.map((b) => b.nom)).toEqual(expect.arrayContaining(['Vigne', 'Cuverie']));
  });
});
