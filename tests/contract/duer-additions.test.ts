import { NO_MODULE_CHOSEN, NO_OPERATION_CHOSEN } from '@portal/schema/rules/duer';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { ownDuerStack } from './duer-stack.ts';

// Modules added to a work unit (a base module, or for advisers another DUER's) and operations copied from another
// DUER (advisers), through the gateway (spec 002 §2, §3, §6), on DUERs this file creates on an emulator of its own.
const own = ownDuerStack();

const CreateDocument = graphql(`
  mutation ContractDuerAdditionsCreate($input: CreateDuerInput!) {
    createDuer(input: $input) {
      errors {
        message
      }
    }
  }
`);

const YearsDocument = graphql(`
  query ContractDuerAdditionsYears($codeDossier: String!) {
    dossier(codeDossier: $codeDossier) {
      id
      duers {
        annee
        legacyId
        categories {
          legacyId
        }
      }
    }
  }
`);

const UnitDocument = graphql(`
  query ContractDuerAdditionsUnit($codeDossier: String!, $legacyId: ID!, $idCategorie: ID!) {
    dossier(codeDossier: $codeDossier) {
      id
      duer(legacyId: $legacyId) {
        categorie(legacyId: $idCategorie) {
          id
          modulesDeBase {
            id
            nom
          }
          modulesAutresDuers {
            id
            nom
            codeDossier
            annee
          }
          modules {
            id
            nom
            groupesAutresDuers {
              id
              nom
              codeDossier
              annee
            }
            groupes {
              nom
              risques {
                nom
                gravite
              }
            }
          }
        }
      }
    }
  }
`);

const AddModuleDocument = graphql(`
  mutation ContractDuerAdditionsAddModule($input: AddDuerModuleExistantInput!) {
    addDuerModuleExistant(input: $input) {
      module {
        nom
        etape
        totalEtapes
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

const AddGroupeDocument = graphql(`
  mutation ContractDuerAdditionsAddGroupe($input: AddDuerGroupeAutreDuerInput!) {
    addDuerGroupeAutreDuer(input: $input) {
      module {
        groupes {
          nom
          risques {
            nom
            gravite
          }
        }
      }
      errors {
        message
      }
    }
  }
`);

/** AGR001's first unit of that year, created from the model by the collaborator when asked, as `session` sees it. */
async function firstUnit(annee: number, session: string, create = false) {
  if (create)
    await own.gateway.graphql(
      CreateDocument,
      { input: { codeDossier: 'AGR001', mode: 'modele', annee } },
      own.staff,
    );
  const years = await own.gateway.graphql(YearsDocument, { codeDossier: 'AGR001' }, session);
  const duer = years.body.data?.dossier?.duers?.find((d) => d.annee === annee);
  const idCategorie = duer?.categories?.[0]?.legacyId ?? '';
  const { body } = await own.gateway.graphql(
    UnitDocument,
    { codeDossier: 'AGR001', legacyId: duer?.legacyId ?? '', idCategorie },
    session,
  );
  const unit = body.data?.dossier?.duer?.categorie;
  if (!unit) throw new Error(`no unit in ${annee}`);
  return unit;
}

describe('modules added to a work unit', () => {
  it('adds a base module the unit does not use, last, with the model’s operations', async () => {
    const unit = await firstUnit(2032, own.owner, true);
    expect(unit.modulesAutresDuers).toEqual([]);
    const base = unit.modulesDeBase?.find((b) => b.nom === 'Récolte');
    const { body } = await own.gateway.graphql(
      AddModuleDocument,
      { input: { categorieId: unit.id, baseModuleId: base?.id } },
      own.owner,
    );
    const module = body.data?.addDuerModuleExistant.module;
    expect(module).toMatchObject({ nom: 'Récolte', etape: 3, totalEtapes: 3 });
    expect(module?.groupes?.length).toBeGreaterThan(0);
    const after = await firstUnit(2032, own.owner);
    expect(after.modulesDeBase?.map((b) => b.nom)).not.toContain('Récolte');
  });

  it('lets an adviser add another DUER’s module, unrated, and refuses an adherent and an empty choice', async () => {
    const unit = await firstUnit(2033, own.staff, true);
    const other = unit.modulesAutresDuers?.find((o) => o.codeDossier === 'VIT002' && o.nom === 'Vendanges');
    expect(other).toBeDefined();
    const input = { categorieId: unit.id, moduleAutreDuerId: other?.id };
    const refused = await own.gateway.graphql(AddModuleDocument, { input }, own.owner);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const none = await own.gateway.graphql(AddModuleDocument, { input: { categorieId: unit.id } }, own.staff);
    expect(none.body.data?.addDuerModuleExistant.errors).toEqual([{ message: NO_MODULE_CHOSEN }]);

    const { body } = await own.gateway.graphql(AddModuleDocument, { input }, own.staff);
    expect(body.data?.addDuerModuleExistant.module?.nom).toBe('Vendanges');
    const after = await firstUnit(2033, own.staff);
    const added = after.modules?.at(-1);
    expect(added?.nom).toBe('Vendanges');
    expect(added?.groupes?.flatMap((g) => g.risques.map((r) => r.gravite)).every((g) => g === null)).toBe(
      true,
    );
    expect(after.modulesAutresDuers?.some((o) => o.id === other?.id)).toBe(false);
  });
});

describe('operations copied from another DUER', () => {
  it('lets an adviser copy another DUER’s operation with its risks, unrated, last in the module', async () => {
    const unit = await firstUnit(2034, own.staff, true);
    const module = unit.modules?.[0];
    const other = module?.groupesAutresDuers?.find((o) => o.codeDossier === 'VIT002');
    if (!module || !other) throw new Error('nothing offered');
    const none = await own.gateway.graphql(AddGroupeDocument, { input: { moduleId: module.id } }, own.staff);
    expect(none.body.data?.addDuerGroupeAutreDuer.errors).toEqual([{ message: NO_OPERATION_CHOSEN }]);
    const input = { moduleId: module.id, groupeAutreDuerId: other.id };
    const refused = await own.gateway.graphql(AddGroupeDocument, { input }, own.owner);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const { body } = await own.gateway.graphql(AddGroupeDocument, { input }, own.staff);
    const copy = body.data?.addDuerGroupeAutreDuer.module?.groupes?.at(-1);
    expect(copy?.nom).toBe(other.nom);
    expect(copy?.risques.length).toBeGreaterThan(0);
    expect(copy?.risques.every((r) => r.gravite === null)).toBe(true);
    const owners = await firstUnit(2034, own.owner);
    expect(owners.modules?.[0]?.groupesAutresDuers).toEqual([]);
  });
});
