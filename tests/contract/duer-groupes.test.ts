import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { ownDuerStack, SEED_YEAR } from './duer-stack.ts';

// A module's operations and risks through the gateway (spec 002 §2, §4, §6), on DUERs this file creates on an
// emulator of its own.
const own = ownDuerStack();

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
  const created = await own.gateway.graphql(
    CreateDocument,
    { input: { codeDossier: 'AGR001', mode: 'modele', annee } },
    own.owner,
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
    (await own.gateway.graphql(ModuleDocument, variables, own.owner)).body.data?.dossier?.duer?.categorie
      ?.module;
  return { read, module: await read() };
}

describe("a module's operations and risks", () => {
  it('adds a base operation with its risks and a new risk, then offers what is left', async () => {
    const { module } = await freshModule(2028);
    const [vidange] = module?.groupes ?? [];
    expect(vidange?.risquesDeBase).toEqual([]);
    const moisson = module?.groupesDeBase?.find((b) => b.nom === 'Moisson');
    const { body } = await own.gateway.graphql(
      AddDocument,
      {
        groupe: { moduleId: module?.id ?? '', baseGroupeId: moisson?.id },
        risque: { groupeId: vidange?.id ?? '', nom: 'Projection d’huile' },
      },
      own.owner,
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
    const { body } = await own.gateway.graphql(
      ChangeDocument,
      {
        groupe: { id: vidange?.id ?? '', nom: 'Vidange' },
        risque: { id: huiles?.id ?? '', nom: 'Huiles usagées' },
        groupeSupprime: soudure?.id ?? '',
        risqueSupprime: chute?.id ?? '',
      },
      own.owner,
    );
    expect(
      body.data?.deleteDuerRisque.module?.groupes?.map((g) => [g.nom, g.risques.map((r) => r.nom)]),
    ).toEqual([['Vidange', ['Huiles usagées']]]);
    const added = await own.gateway.graphql(
      AddDocument,
      {
        groupe: { moduleId: module?.id ?? '', nom: 'Graissage' },
        risque: { groupeId: vidange?.id ?? '', nom: 'Pincement' },
      },
      own.owner,
    );
    const groupes = added.body.data?.addDuerRisque.module?.groupes ?? [];
    const calls = own.gateway.upstream.length;
    const saved = await own.gateway.graphql(
      SaveDocument,
      {
        input: {
          moduleId: module?.id ?? '',
          risques: [],
          ordresGroupes: groupes.map((g, n) => ({ legacyId: g.legacyId, ordre: groupes.length - n })),
        },
      },
      own.owner,
    );
    expect(saved.body.data?.saveDuerRisques.errors).toEqual([]);
    expect(
      own.gateway.upstream
        .slice(calls)
        .filter((c) => c.method !== 'GET')
        .map((c) => c.method),
    ).toEqual(['PUT']);
    expect((await read())?.groupes?.map((g) => g.nom)).toEqual(['Graissage', 'Vidange']);
  });

  it('refuses changes on the oldest DUER to the adherent and an order of another module, before any change call', async () => {
    const duers = (await own.gateway.graphql(DuersDocument, { codeDossier: 'AGR001' }, own.owner)).body.data
      ?.dossier?.duers;
    const oldest = duers?.find((d) => d.annee === SEED_YEAR - 3);
    const { module } = await freshModule(2030);
    const other = await freshModule(2031);
    const groupeId = (module?.groupes?.[0]?.id ?? '').replace(/:\d+-/, `:${oldest?.legacyId}-`);
    const calls = own.gateway.upstream.length;
    const refused = await own.gateway.graphql(
      SaveDocument,
      {
        input: {
          moduleId: module?.id ?? '',
          risques: [],
          ordresGroupes: [{ legacyId: other.module?.groupes?.[0]?.legacyId ?? '', ordre: 1 }],
        },
      },
      own.owner,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const forbidden = await own.gateway.graphql(
      AddDocument,
      {
        groupe: { moduleId: groupeId.replace(/-g\d+$/, ''), nom: 'Affûtage' },
        risque: { groupeId, nom: 'Coupure' },
      },
      own.owner,
    );
    // The first refusal stops the mutation: the operation added to the oldest DUER's module is refused.
    expect(forbidden.body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(own.gateway.upstream.slice(calls).filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

describe("a work unit's modules", () => {
  it('take the order the move mode validated', async () => {
    const created = await own.gateway.graphql(
      CreateDocument,
      { input: { codeDossier: 'AGR001', mode: 'modele', annee: 2032 } },
      own.owner,
    );
    const categorie = created.body.data?.createDuer.duer?.categories?.[0];
    const [first, second] = categorie?.modules ?? [];
    const { body } = await own.gateway.graphql(
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
      own.owner,
    );
    expect(body.data?.saveDuerModuleOrdres.errors).toEqual([]);
    expect(body.data?.saveDuerModuleOrdres.categorie?.modules?.map((m) => [m.nom, m.ordre])).toEqual([
      ['Stockage des produits', 1],
      ['Entretien du matériel', 2],
    ]);
  });
});
