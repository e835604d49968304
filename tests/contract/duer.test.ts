import { CATEGORY_NAME_TAKEN, tileColour, YEAR_INVALID } from '@portal/schema/rules/duer';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { ownDuerStack, SEED_YEAR } from './duer-stack.ts';

// Creates DUERs on AGR001 and VIT002 for years no other test uses: an emulator of this file's own.
const own = ownDuerStack();

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
  (await own.gateway.graphql(IndexDocument, { codeDossier }, cookie)).body;

describe('the DUER index', () => {
  it('lists the owner’s years with their colours and rights, and offers the model or a copy', async () => {
    const { data } = await index('AGR001', own.owner);
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
    const { data } = await index('AGR001', own.staff);
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
    const { body } = await own.gateway.graphql(
      CreateDocument,
      { input: { codeDossier: 'VIT002', mode: 'copie', annee: 2036, anneeSource: SEED_YEAR - 1 } },
      own.owner,
    );
    expect(body.data?.createDuer.errors).toEqual([]);
    expect(body.data?.createDuer.duer).toMatchObject({ annee: 2036, versionCalculRisque: 1 });
    expect(body.data?.createDuer.duer?.categories?.map((c) => c.nom)).toEqual(['Vigne', 'Cuverie', 'Bureau']);
  });

  it('refuses a year out of range with the spec’s message, before any legacy change', async () => {
    const calls = own.gateway.upstream.length;
    const { body } = await own.gateway.graphql(
      CreateDocument,
      { input: { codeDossier: 'VIT002', mode: 'modele', annee: 1999 } },
      own.owner,
    );
    expect(body.data?.createDuer).toEqual({
      duer: null,
      errors: [{ field: 'input.annee', message: YEAR_INVALID }],
    });
    expect(own.gateway.upstream.slice(calls).filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('refuses an empty DUER to an adherent as a form error', async () => {
    const { body } = await own.gateway.graphql(
      CreateDocument,
      { input: { codeDossier: 'VIT002', mode: 'vide', annee: 2037 } },
      own.owner,
    );
    expect(body.data?.createDuer.duer).toBeNull();
    expect(body.data?.createDuer.errors).toHaveLength(1);
  });
});

describe('work units', () => {
  it('adds a unit to a new DUER, refuses a name taken, and deletes it', async () => {
    const created = await own.gateway.graphql(
      CreateDocument,
      { input: { codeDossier: 'AGR001', mode: 'modele', annee: 2034 } },
      own.owner,
    );
    const duer = created.body.data?.createDuer.duer;
    const added = await own.gateway.graphql(
      AddUnitDocument,
      { input: { duerId: duer?.id ?? '', nom: 'Serres' } },
      own.owner,
    );
    expect(added.body.data?.addDuerCategorie.categorie).toMatchObject({ nom: 'Serres', ordre: 4 });
    const taken = await own.gateway.graphql(
      AddUnitDocument,
      { input: { duerId: duer?.id ?? '', nom: 'SERRES' } },
      own.owner,
    );
    expect(taken.body.data?.addDuerCategorie.errors).toEqual([{ message: CATEGORY_NAME_TAKEN }]);
    const home = await own.gateway.graphql(
      HomeDocument,
      { codeDossier: 'AGR001', legacyId: duer?.legacyId ?? '' },
      own.owner,
    );
    expect(home.body.data?.dossier?.duer?.categories?.map((c) => c.nom)).toEqual([
      'Atelier',
      'Cultures',
      'Stockage',
      'Serres',
    ]);
    const deleted = await own.gateway.graphql(
      DeleteUnitDocument,
      { id: added.body.data?.addDuerCategorie.categorie?.id ?? '' },
      own.owner,
    );
    expect(deleted.body.data?.deleteDuerCategorie.duer?.categories).toHaveLength(3);
  });

  it('refuses the owner any change to the finished oldest DUER before calling the legacy', async () => {
    const { data } = await index('AGR001', own.owner);
    const oldest = data?.dossier?.duers?.[0];
    const calls = own.gateway.upstream.length;
    const { body } = await own.gateway.graphql(
      AddUnitDocument,
      { input: { duerId: oldest?.id ?? '', nom: 'Hangar' } },
      own.owner,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(own.gateway.upstream.slice(calls).filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('offers the base units the DUER lacks and sizes each tile’s text', async () => {
    const { data } = await index('AGR001', own.staff);
    const last = data?.dossier?.duers?.at(-1);
    const home = await own.gateway.graphql(
      HomeDocument,
      { codeDossier: 'AGR001', legacyId: last?.legacyId ?? '' },
      own.staff,
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

const ModuleDocument = graphql(`
  query ContractDuerModule($codeDossier: String!, $legacyId: ID!, $idCategorie: ID!, $idModule: ID!) {
    dossier(codeDossier: $codeDossier) {
      id
      duer(legacyId: $legacyId) {
        id
        categorie(legacyId: $idCategorie) {
          id
          modules {
            id
            legacyId
          }
          module(legacyId: $idModule) {
            ...ContractDuerModuleFields
            suivant {
              id
              nom
            }
          }
        }
      }
    }
  }

  fragment ContractDuerModuleFields on DuerModule {
    id
    legacyId
    nom
    ordre
    remarque
    estValide
    forcerValidation
    etape
    totalEtapes
    groupes {
      id
      legacyId
      nom
      ordre
      risques {
        id
        legacyId
        nom
        ordre
        estActif
        gravite
        frequence
        maitrise
        mesureExistante
        mesureAFaire
        mesureQui
        mesureDelai
        historique {
          dateModification
          parAdherent
          dateCollaborateur
        }
      }
    }
  }
`);

const ModuleChangesDocument = graphql(`
  mutation ContractDuerModuleChanges($save: SaveDuerRisquesInput!, $module: ID!) {
    saveDuerRisques(input: $save) {
      module {
        ...ContractDuerModuleFields
      }
      errors {
        message
      }
    }
    switchDuerModuleValidation(id: $module) {
      module {
        forcerValidation
      }
      errors {
        message
      }
    }
  }
`);

const ModuleAddsDocument = graphql(`
  mutation ContractDuerModuleAdds($module: AddDuerModuleInput!, $groupe: AddDuerGroupeEtRisqueInput!) {
    addDuerModule(input: $module) {
      module {
        nom
        etape
        totalEtapes
      }
      errors {
        message
      }
    }
    addDuerGroupeEtRisque(input: $groupe) {
      module {
        groupes {
          nom
        }
      }
      errors {
        message
      }
    }
  }
`);

describe('a module of a DUER', () => {
  it('saves the owner’s ratings, shows advisers the red clock, and forces validation', async () => {
    const created = await own.gateway.graphql(
      CreateDocument,
      { input: { codeDossier: 'AGR001', mode: 'modele', annee: 2035 } },
      own.owner,
    );
    const legacyId = created.body.data?.createDuer.duer?.legacyId ?? '';
    const home = await own.gateway.graphql(HomeDocument, { codeDossier: 'AGR001', legacyId }, own.owner);
    const idCategorie = home.body.data?.dossier?.duer?.categories?.[0]?.legacyId ?? '';
    const ask = async (cookie: string, idModule: string) =>
      (
        await own.gateway.graphql(
          ModuleDocument,
          { codeDossier: 'AGR001', legacyId, idCategorie, idModule },
          cookie,
        )
      ).body.data?.dossier?.duer?.categorie;
    const first = (await ask(own.owner, '0'))?.modules?.[0]?.legacyId ?? '';
    const unit = await ask(own.owner, first);
    const module = unit?.module;
    expect(module).toMatchObject({
      nom: 'Entretien du matériel',
      etape: 1,
      totalEtapes: 2,
      estValide: false,
    });
    expect(module?.suivant?.nom).toBe('Stockage des produits');
    const risques = module?.groupes?.flatMap((g) => g.risques) ?? [];
    const save = {
      moduleId: module?.id ?? '',
      risques: risques.map((r) => ({ legacyId: r.legacyId, estActif: true, gravite: 5, frequence: 3 })),
    };
    const { body } = await own.gateway.graphql(
      ModuleChangesDocument,
      { save, module: module?.id ?? '' },
      own.owner,
    );
    expect(body.data?.saveDuerRisques.errors).toEqual([]);
    expect(body.data?.saveDuerRisques.module?.groupes?.[0]?.risques[0]).toMatchObject({
      gravite: 5,
      frequence: 3,
      historique: null,
    });
    expect(body.data?.switchDuerModuleValidation.module?.forcerValidation).toBe(true);
    const seen = await ask(own.staff, first);
    expect(seen?.module).toMatchObject({ estValide: true, forcerValidation: true });
    expect(seen?.module?.groupes?.[0]?.risques[0]?.historique).toMatchObject({
      parAdherent: true,
      dateCollaborateur: null,
    });
  });

  it('refuses an empty module name and an operation without its risk before any legacy change', async () => {
    const { data } = await index('AGR001', own.owner);
    const last = data?.dossier?.duers?.find((d) => d.annee === SEED_YEAR - 1);
    const home = await own.gateway.graphql(
      HomeDocument,
      { codeDossier: 'AGR001', legacyId: last?.legacyId ?? '' },
      own.owner,
    );
    const idCategorie = home.body.data?.dossier?.duer?.categories?.[0]?.legacyId ?? '';
    const unit = await own.gateway.graphql(
      ModuleDocument,
      { codeDossier: 'AGR001', legacyId: last?.legacyId ?? '', idCategorie, idModule: '0' },
      own.owner,
    );
    const moduleId = unit.body.data?.dossier?.duer?.categorie?.modules?.[0]?.id ?? '';
    const calls = own.gateway.upstream.length;
    const { body } = await own.gateway.graphql(
      ModuleAddsDocument,
      {
        module: { categorieId: unit.body.data?.dossier?.duer?.categorie?.id ?? '', nom: '' },
        groupe: { moduleId, nomGroupe: 'Affûtage', nomRisque: ' ' },
      },
      own.owner,
    );
    expect(body.data?.addDuerModule.errors).toEqual([{ message: 'Le libellé doit être renseigné.' }]);
    expect(body.data?.addDuerGroupeEtRisque.errors).toEqual([
      { message: 'Le libellé du groupe et le libellé du risque doivent être renseignés.' },
    ]);
    expect(own.gateway.upstream.slice(calls).filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
