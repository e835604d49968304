import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { startOwnStack, LEGACY_NOW } from './support.ts';

// A module's operations and risks through the gateway (spec 002 §2, §4, §6), on DUERs this file creates on an
// emulator of its own.
let stack: Awaited<ReturnType<typeof startOwnStack>>;
let gateway: Awaited<ReturnType<typeof startOwnStack>>['gateway'];
let owner: string;

beforeAll(async () => {
  stack = await startOwnStack(['proprietaire@demo.fr']);
  gateway = stack.gateway;
  [owner] = stack.sessions as [string];
});
afterAll(() => stack.close());

const SEED_YEAR = new Date(LEGACY_NOW).getUTCFullYear();

const DuersDocument = graphql(`
  query ContractDuerGroupesDuers($codeDossier: String!) {
    dossier(codeDossier: $codeDossier) {
      id
      duers {
        legacyId
        annee
      }
    }
  }
`);

const CreateDocument = graphql(`
  mutation ContractDuerGroupesCreate($input: CreateDuerInput!) {
    createDuer(input: $input) {
      duer {
        legacyId
        categories {
          id
          legacyId
          modules {
            legacyId
          }
        }
      }
    }
  }
`);

const ModuleDocument = graphql(`
  query ContractDuerGroupesModule($codeDossier: String!, $legacyId: ID!, $idCategorie: ID!, $idModule: ID!) {
    dossier(codeDossier: $codeDossier) {
      id
      duer(legacyId: $legacyId) {
        id
        categorie(legacyId: $idCategorie) {
          id
          module(legacyId: $idModule) {
            ...ContractDuerGroupesFields
          }
        }
      }
    }
  }

  fragment ContractDuerGroupesFields on DuerModule {
    id
    groupesDeBase {
      id
      nom
    }
    groupes {
      id
      legacyId
      nom
      ordre
      risquesDeBase {
        id
        nom
      }
      risques {
        id
        legacyId
        nom
        ordre
      }
    }
  }
`);

const AddDocument = graphql(`
  mutation ContractDuerGroupesAdd($groupe: AddDuerGroupeInput!, $risque: AddDuerRisqueInput!) {
    addDuerGroupe(input: $groupe) {
      module {
        id
      }
      errors {
        field
        message
      }
    }
    addDuerRisque(input: $risque) {
      module {
        ...ContractDuerGroupesFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const ChangeDocument = graphql(`
  mutation ContractDuerGroupesChange(
    $groupe: RenameDuerElementInput!
    $risque: RenameDuerElementInput!
    $groupeSupprime: ID!
    $risqueSupprime: ID!
  ) {
    renameDuerGroupe(input: $groupe) {
      errors {
        message
      }
    }
    renameDuerRisque(input: $risque) {
      errors {
        message
      }
    }
    deleteDuerGroupe(id: $groupeSupprime) {
      errors {
        message
      }
    }
    deleteDuerRisque(id: $risqueSupprime) {
      module {
        ...ContractDuerGroupesFields
      }
      errors {
        message
      }
    }
  }
`);

const SaveDocument = graphql(`
  mutation ContractDuerGroupesSave($input: SaveDuerRisquesInput!) {
    saveDuerRisques(input: $input) {
      module {
        ...ContractDuerGroupesFields
      }
      errors {
        message
      }
    }
  }
`);

const ModuleOrdresDocument = graphql(`
  mutation ContractDuerGroupesModuleOrdres($input: SaveDuerModuleOrdresInput!) {
    saveDuerModuleOrdres(input: $input) {
      duer {
        id
      }
      categorie {
        modules {
          nom
          ordre
        }
      }
      errors {
        message
      }
    }
  }
`);

/** A new DUER of AGR001 from its model, and its first unit's first module as the screen reads it. */
async function freshModule(annee: number) {
  const created = await gateway.graphql(
    CreateDocument,
    { input: { codeDossier: 'AGR001', mode: 'modele', annee } },
    owner,
  );
  const duer = created.body.data?.createDuer.duer;
  const categorie = duer?.categories?.[0];
  const variables = {
    codeDossier: 'AGR001',
    legacyId: duer?.legacyId ?? '',
    idCategorie: categorie?.legacyId ?? '',
    idModule: categorie?.modules?.[0]?.legacyId ?? '',
  };
  const read = async () =>
    (await gateway.graphql(ModuleDocument, variables, owner)).body.data?.dossier?.duer?.categorie?.module;
  return { read, module: await read() };
}

describe("a module's operations and risks", () => {
  it('adds a base operation with its risks and a new risk, then offers what is left', async () => {
    const { module } = await freshModule(2028);
    const [vidange] = module?.groupes ?? [];
    expect(vidange?.risquesDeBase).toEqual([]);
    const moisson = module?.groupesDeBase?.find((b) => b.nom === 'Moisson');
    const { body } = await gateway.graphql(
      AddDocument,
      {
        groupe: { moduleId: module?.id ?? '', baseGroupeId: moisson?.id },
        risque: { groupeId: vidange?.id ?? '', nom: 'Projection d’huile' },
      },
      owner,
    );
    expect(body.data?.addDuerGroupe.errors).toEqual([]);
    const after = body.data?.addDuerRisque.module;
    expect(after?.groupes?.map((g) => [g.nom, g.risques.map((r) => r.nom)])).toEqual([
      [
        'Vidange et graissage',
        ['Chute de plain-pied', 'Contact avec des huiles usagées', 'Projection d’huile'],
      ],
      ['Soudure', ['Brûlure', 'Rayonnement de l’arc électrique']],
      ['Moisson', ['Bruit', 'Incendie de la moissonneuse']],
    ]);
    expect(after?.groupesDeBase?.map((b) => b.nom)).not.toContain('Moisson');
  });

  it('renames and deletes operations and risks, and saves only changed orders', async () => {
    const { module, read } = await freshModule(2029);
    const [vidange, soudure] = module?.groupes ?? [];
    const [chute, huiles] = vidange?.risques ?? [];
    const { body } = await gateway.graphql(
      ChangeDocument,
      {
        groupe: { id: vidange?.id ?? '', nom: 'Vidange' },
        risque: { id: huiles?.id ?? '', nom: 'Huiles usagées' },
        groupeSupprime: soudure?.id ?? '',
        risqueSupprime: chute?.id ?? '',
      },
      owner,
    );
    expect(
      body.data?.deleteDuerRisque.module?.groupes?.map((g) => [g.nom, g.risques.map((r) => r.nom)]),
    ).toEqual([['Vidange', ['Huiles usagées']]]);
    const added = await gateway.graphql(
      AddDocument,
      {
        groupe: { moduleId: module?.id ?? '', nom: 'Graissage' },
        risque: { groupeId: vidange?.id ?? '', nom: 'Pincement' },
      },
      owner,
    );
    const groupes = added.body.data?.addDuerRisque.module?.groupes ?? [];
    const calls = gateway.upstream.length;
    const saved = await gateway.graphql(
      SaveDocument,
      {
        input: {
          moduleId: module?.id ?? '',
          risques: [],
          ordresGroupes: groupes.map((g, n) => ({ legacyId: g.legacyId, ordre: groupes.length - n })),
        },
      },
      owner,
    );
    expect(saved.body.data?.saveDuerRisques.errors).toEqual([]);
    expect(
      gateway.upstream
        .slice(calls)
        .filter((c) => c.method !== 'GET')
        .map((c) => c.method),
    ).toEqual(['PUT']);
    expect((await read())?.groupes?.map((g) => g.nom)).toEqual(['Graissage', 'Vidange']);
  });

  it('refuses changes on the oldest DUER to the adherent and an order of another module, before any change call', async () => {
    const duers = (await gateway.graphql(DuersDocument, { codeDossier: 'AGR001' }, owner)).body.data?.dossier
      ?.duers;
    const oldest = duers?.find((d) => d.annee === SEED_YEAR - 3);
    const { module } = await freshModule(2030);
    const other = await freshModule(2031);
    const groupeId = (module?.groupes?.[0]?.id ?? '').replace(/:\d+-/, `:${oldest?.legacyId}-`);
    const calls = gateway.upstream.length;
    const refused = await gateway.graphql(
      SaveDocument,
      {
        input: {
          moduleId: module?.id ?? '',
          risques: [],
          ordresGroupes: [{ legacyId: other.module?.groupes?.[0]?.legacyId ?? '', ordre: 1 }],
        },
      },
      owner,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const forbidden = await gateway.graphql(
      AddDocument,
      {
        groupe: { moduleId: groupeId.replace(/-g\d+$/, ''), nom: 'Affûtage' },
        risque: { groupeId, nom: 'Coupure' },
      },
      owner,
    );
    // The first refusal stops the mutation: the operation added to the oldest DUER's module is refused.
    expect(forbidden.body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(gateway.upstream.slice(calls).filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

describe("a work unit's modules", () => {
  it('take the order the move mode validated', async () => {
    const created = await gateway.graphql(
      CreateDocument,
      { input: { codeDossier: 'AGR001', mode: 'modele', annee: 2032 } },
      owner,
    );
    const categorie = created.body.data?.createDuer.duer?.categories?.[0];
    const [first, second] = categorie?.modules ?? [];
    const { body } = await gateway.graphql(
      ModuleOrdresDocument,
      {
        input: {
          categorieId: categorie?.id ?? '',
          ordres: [
            { legacyId: first?.legacyId ?? '', ordre: 2 },
            { legacyId: second?.legacyId ?? '', ordre: 1 },
          ],
        },
      },
      owner,
    );
    expect(body.data?.saveDuerModuleOrdres.errors).toEqual([]);
    expect(body.data?.saveDuerModuleOrdres.categorie?.modules?.map((m) => [m.nom, m.ordre])).toEqual([
      ['Stockage des produits', 1],
      ['Entretien du matériel', 2],
    ]);
  });
});
