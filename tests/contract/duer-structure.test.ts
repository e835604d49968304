import { CATEGORY_NAME_TAKEN, REMARK_TOO_LONG } from '@portal/schema/rules/duer';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { ownDuerStack, SEED_YEAR } from './duer-stack.ts';

// A DUER's work units renamed, and their modules renamed, deleted and copied, through the gateway (spec 002 §2,
// §5, §6), on DUERs this file creates on an emulator of its own.
const own = ownDuerStack();

const DuerDocument = graphql(`
  query ContractDuerStructure($codeDossier: String!) {
    dossier(codeDossier: $codeDossier) {
      id
      duers {
        annee
        categories {
          id
          legacyId
          nom
          modules {
            id
            legacyId
            nom
          }
        }
      }
    }
  }
`);

const CreateDocument = graphql(`
  mutation ContractDuerStructureCreate($input: CreateDuerInput!) {
    createDuer(input: $input) {
      errors {
        message
      }
    }
  }
`);

const RenameDocument = graphql(`
  mutation ContractDuerStructureRename($unit: RenameDuerElementInput!, $module: RenameDuerElementInput!) {
    # The module first: the unit renamed may get a new id, which the module's id names.
    renameDuerModule(input: $module) {
      module {
        id
        nom
      }
      errors {
        field
        message
      }
    }
    renameDuerCategorie(input: $unit) {
      duer {
        id
      }
      categorie {
        legacyId
        nom
      }
      errors {
        field
        message
      }
    }
  }
`);

const CopyDeleteDocument = graphql(`
  mutation ContractDuerStructureCopyDelete($copy: CopyDuerModuleInput!, $deleted: ID!) {
    copyDuerModule(input: $copy) {
      module {
        nom
        groupes {
          nom
        }
      }
      errors {
        message
      }
    }
    deleteDuerModule(id: $deleted) {
      duer {
        id
      }
      categorie {
        modules {
          nom
        }
      }
      errors {
        message
      }
    }
  }
`);

const RemarkDocument = graphql(`
  mutation ContractDuerStructureRemark($input: SaveDuerModuleRemarqueInput!) {
    saveDuerModuleRemarque(input: $input) {
      module {
        remarque
        etape
      }
      errors {
        field
        message
      }
    }
  }
`);

/** The units of AGR001's DUER of that year, created from the model when asked. */
async function unitsOf(annee: number, create = false) {
  if (create)
    await own.gateway.graphql(
      CreateDocument,
      { input: { codeDossier: 'AGR001', mode: 'modele', annee } },
      own.owner,
    );
  const { body } = await own.gateway.graphql(DuerDocument, { codeDossier: 'AGR001' }, own.owner);
  return body.data?.dossier?.duers?.find((d) => d.annee === annee)?.categories ?? [];
}

describe("a DUER's units and modules", () => {
  it('renames a catalogue unit into a new unit holding its modules, and a module', async () => {
    const [atelier] = await unitsOf(2031, true);
    const [entretien] = atelier?.modules ?? [];
    const { body } = await own.gateway.graphql(
      RenameDocument,
      {
        unit: { id: atelier?.id ?? '', nom: ' Hangar nord ' },
        module: { id: entretien?.id ?? '', nom: 'Entretien des tracteurs' },
      },
      own.owner,
    );
    expect(body.data?.renameDuerCategorie.errors).toEqual([]);
    expect(body.data?.renameDuerCategorie.categorie?.nom).toBe('Hangar nord');
    expect(body.data?.renameDuerCategorie.categorie?.legacyId).not.toBe(atelier?.legacyId);
    const [renamed] = await unitsOf(2031);
    expect(renamed?.nom).toBe('Hangar nord');
    expect(renamed?.modules?.map((m) => m.nom)).toEqual(['Entretien des tracteurs', 'Stockage des produits']);
  });

  it("refuses another unit's name and an empty module name, and changes nothing", async () => {
    const [atelier, cultures] = await unitsOf(2032, true);
    const [entretien] = atelier?.modules ?? [];
    const { body } = await own.gateway.graphql(
      RenameDocument,
      {
        unit: { id: atelier?.id ?? '', nom: cultures?.nom.toUpperCase() ?? '' },
        module: { id: entretien?.id ?? '', nom: '  ' },
      },
      own.owner,
    );
    expect(body.data?.renameDuerCategorie.errors).toEqual([{ field: null, message: CATEGORY_NAME_TAKEN }]);
    expect(body.data?.renameDuerModule.errors[0]?.field).toBe('input.nom');
    expect(await unitsOf(2032)).toEqual([atelier, cultures, ...(await unitsOf(2032)).slice(2)]);
  });

  it('copies a module with its operations into another unit and deletes one', async () => {
    const [atelier, cultures] = await unitsOf(2033, true);
    const [entretien, stockage] = atelier?.modules ?? [];
    const { body } = await own.gateway.graphql(
      CopyDeleteDocument,
      { copy: { id: entretien?.id ?? '', categorieId: cultures?.id ?? '' }, deleted: stockage?.id ?? '' },
      own.owner,
    );
    expect(body.data?.copyDuerModule.module).toEqual({
      nom: 'Entretien du matériel',
      groupes: [{ nom: 'Vidange et graissage' }, { nom: 'Soudure' }],
    });
    expect(body.data?.deleteDuerModule.categorie?.modules?.map((m) => m.nom)).toEqual([
      'Entretien du matériel',
    ]);
    const [, after] = await unitsOf(2033);
    expect(after?.modules?.map((m) => m.nom)).toEqual([
      'Traitements phytosanitaires',
      'Récolte',
      'Entretien du matériel',
    ]);
  });

  it('refuses every change on a DUER the adherent may not change, before any legacy call', async () => {
    // The oldest year is finished: no droitCreation for the adherent (§6).
    const [atelier, cultures] = await unitsOf(SEED_YEAR - 3);
    const [entretien] = atelier?.modules ?? [];
    const calls = own.gateway.upstream.length;
    const renamed = await own.gateway.graphql(
      RenameDocument,
      {
        unit: { id: atelier?.id ?? '', nom: 'Hangar' },
        module: { id: entretien?.id ?? '', nom: 'Tracteurs' },
      },
      own.owner,
    );
    const copied = await own.gateway.graphql(
      CopyDeleteDocument,
      { copy: { id: entretien?.id ?? '', categorieId: cultures?.id ?? '' }, deleted: entretien?.id ?? '' },
      own.owner,
    );
    // A refused mutation stops the rest of its request: each request's first change is refused.
    const codes = [...(renamed.body.errors ?? []), ...(copied.body.errors ?? [])].map(
      (e) => e.extensions?.code,
    );
    expect(codes).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    const changes = own.gateway.upstream.slice(calls).filter((c) => c.method !== 'GET');
    expect(changes).toEqual([]);
  });

  it("saves a module's remark, calling the legacy only when it changed, and refuses one too long", async () => {
    const [atelier] = await unitsOf(2034, true);
    const moduleId = atelier?.modules?.[1]?.id ?? '';
    const save = (remarque: string) =>
      own.gateway.graphql(RemarkDocument, { input: { moduleId, remarque } }, own.owner);
    const saved = await save('Voir le plan de prévention');
    expect(saved.body.data?.saveDuerModuleRemarque).toEqual({
      module: { remarque: 'Voir le plan de prévention', etape: 2 },
      errors: [],
    });
    const calls = own.gateway.upstream.length;
    await save('Voir le plan de prévention');
    expect(own.gateway.upstream.slice(calls).filter((c) => c.method !== 'GET')).toEqual([]);
    const refused = await save('x'.repeat(2049));
    expect(refused.body.data?.saveDuerModuleRemarque.errors).toEqual([
      { field: 'input.remarque', message: REMARK_TOO_LONG },
    ]);
  });
});
