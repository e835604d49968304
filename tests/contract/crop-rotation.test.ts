import { TELEPAC_NOT_XML } from '@portal/schema/rules/telepac';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derobeeDeclaration } from '../fixtures/telepac-samples.ts';
import { graphql } from '../testkit/__generated__/index.ts';
import { startGateway, startOwnEmulator, LEGACY_NOW } from './support.ts';

// Changes the crop lines of AGR006's next year: an emulator of this file's own.
let emulator: Awaited<ReturnType<typeof startOwnEmulator>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let staff: string;

beforeAll(async () => {
  emulator = await startOwnEmulator();
  gateway = await startGateway({ legacyUrl: emulator.url });
  staff = await gateway.signIn('collaborateur');
});
afterAll(async () => {
  await gateway.close();
  await emulator.stop();
});

const YEAR = new Date(LEGACY_NOW).getUTCFullYear();

const AssolementDocument = graphql(`
  query ContractAssolement($codeDossier: String!, $millesime: Int!) {
    dossier(codeDossier: $codeDossier) {
      id
      assolementYears
      cultures {
        id
        idtCultureTypeTRAME
        intitule
        rendementMax
        estIntituleModifiable
      }
      assolement(millesime: $millesime) {
        ...ContractAssolementFields
      }
    }
  }

  fragment ContractAssolementFields on Assolement {
    id
    codeDossier
    millesime
    surfaceTotale
    estAssolementDefinitif
    editable
    cultures {
      id
      legacyId
      culture {
        id
        intitule
      }
      libellePerso
      surface
      rendement
      estDerobee
    }
  }
`);

const RotationDocument = graphql(`
  query ContractAssolementRotation($codeDossier: String!, $millesime: Int!) {
    dossier(codeDossier: $codeDossier) {
      id
      assolement(millesime: $millesime) {
        id
        rotation {
          arableSurface
          changedShare
          meetsAnnualCriterion
          exemptSmallFarm
          repeatedCrops {
            culture {
              id
              intitule
            }
            surface
          }
        }
      }
    }
  }
`);

const AddDocument = graphql(`
  mutation ContractAddAssolementCulture($input: AddAssolementCultureInput!) {
    addAssolementCulture(input: $input) {
      assolement {
        ...ContractAssolementFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const UpdateDocument = graphql(`
  mutation ContractUpdateAssolementCulture($input: UpdateAssolementCultureInput!) {
    updateAssolementCulture(input: $input) {
      assolement {
        ...ContractAssolementFields
      }
      errors {
        message
      }
    }
  }
`);

const YearChangesDocument = graphql(`
  mutation ContractAssolementYearChanges($year: ID!, $line: ID!) {
    deleteAssolementCulture(id: $line) {
      assolement {
        surfaceTotale
      }
      errors {
        message
      }
    }
    importPreviousAssolement(id: $year) {
      assolement {
        surfaceTotale
      }
      errors {
        message
      }
    }
    emptyAssolement(id: $year) {
      assolement {
        surfaceTotale
      }
      errors {
        message
      }
    }
  }
`);

const ImportTelepacDocument = graphql(`
  mutation ContractImportTelepacAssolement($input: ImportTelepacAssolementInput!) {
    importTelepacAssolement(input: $input) {
      assolement {
        ...ContractAssolementFields
      }
      codesInconnus
      errors {
        field
        message
      }
    }
  }
`);

describe('crop rotation against the emulator', () => {
  it("reads the owner's validated year, read-only, with its exact total, in one call for the year", async () => {
    const owner = await gateway.signIn('proprietaire@demo.fr');
    gateway.upstream.length = 0;
    const { body } = await gateway.graphql(
      AssolementDocument,
      { codeDossier: 'AGR001', millesime: YEAR - 1 },
      owner,
    );
    const dossier = body.data?.dossier;
    expect(dossier?.assolementYears).toEqual([YEAR - 3, YEAR - 2, YEAR - 1, YEAR, YEAR + 1]);
    expect(dossier?.assolement).toMatchObject({
      id: `AGR001:${YEAR - 1}`,
      surfaceTotale: 82.5,
      estAssolementDefinitif: true,
      editable: false,
    });
    expect(dossier?.cultures?.find((c) => c.idtCultureTypeTRAME === 1015)?.rendementMax).toBe(12);
    expect(gateway.upstream.filter((c) => c.path === `/api/assolement/AGR001/${YEAR - 1}`)).toHaveLength(1);
  });

  it("checks BCAE 7 on the owner's year and the three before it, each year read once", async () => {
    const owner = await gateway.signIn('proprietaire@demo.fr');
    const before = gateway.upstream.length;
    const { body } = await gateway.graphql(
      RotationDocument,
      { codeDossier: 'AGR001', millesime: YEAR },
      owner,
    );
    // 82,5 ha of arable land (the dérobée apart); blé, betterave and orge may have kept 20 + 12 + 9,7 ha.
    const rotation = body.data?.dossier?.assolement?.rotation;
    expect(rotation?.changedShare).toBeCloseTo(40.8 / 82.5, 10);
    expect({ ...rotation, changedShare: null }).toEqual({
      arableSurface: 82.5,
      changedShare: null,
      meetsAnnualCriterion: true,
      exemptSmallFarm: false,
      repeatedCrops: [{ culture: { id: '1015', intitule: "Blé tendre d'hiver" }, surface: 20 }],
    });
    for (const millesime of [YEAR, YEAR - 1, YEAR - 2, YEAR - 3])
      expect(
        gateway.upstream.slice(before).filter((c) => c.path === `/api/assolement/AGR001/${millesime}`),
      ).toHaveLength(1);
  });

  it('adds, changes, removes lines and copies and empties a year', async () => {
    const year = `AGR006:${YEAR}`;
    const added = await gateway.graphql(
      AddDocument,
      {
        input: {
          assolementId: year,
          culture: 1900,
          libellePerso: 'Ail rose',
          surface: 2.5,
          estDerobee: true,
        },
      },
      staff,
    );
    const line = added.body.data?.addAssolementCulture.assolement?.cultures[0];
    expect(line).toMatchObject({ libellePerso: 'Ail rose', surface: 2.5, rendement: null, estDerobee: true });

    const refused = await gateway.graphql(
      UpdateDocument,
      { input: { id: line!.id, culture: 1900, surface: 0.5, estDerobee: false } },
      staff,
    );
    expect(refused.body.data?.updateAssolementCulture.errors).toHaveLength(1);

    const changed = await gateway.graphql(
      UpdateDocument,
      {
        input: {
          id: line!.id,
          culture: 1900,
          libellePerso: 'Ail',
          surface: 3,
          rendement: 7,
          estDerobee: false,
        },
      },
      staff,
    );
    expect(changed.body.data?.updateAssolementCulture.assolement?.surfaceTotale).toBe(3);

    const { body } = await gateway.graphql(YearChangesDocument, { year, line: line!.id }, staff);
    expect(body.data).toEqual({
      deleteAssolementCulture: { assolement: { surfaceTotale: 0 }, errors: [] },
      importPreviousAssolement: { assolement: { surfaceTotale: 84.3 }, errors: [] },
      emptyAssolement: { assolement: { surfaceTotale: 0 }, errors: [] },
    });
  });

  it("imports a Telepac declaration whose total is the file's mapped crops, and lists the unknown code", async () => {
    const content = new TextDecoder().decode(derobeeDeclaration());
    const { body } = await gateway.graphql(
      ImportTelepacDocument,
      { input: { assolementId: `AGR006:${YEAR - 2}`, content } },
      staff,
    );
    const payload = body.data?.importTelepacAssolement;
    // 15,4 + 15,4 (moutarde dérobée) + 9,25 + 3,15 ha; ZZZ's 1,2 ha are left out and named.
    expect(payload?.assolement?.surfaceTotale).toBe(43.2);
    expect(payload?.codesInconnus).toEqual(['ZZZ']);
  });

  const entities = (body: string) => `<?xml version="1.0"?><!DOCTYPE producteurs [${body}]>`;
  it.each([
    [
      'an external entity',
      `${entities('<!ENTITY e SYSTEM "file:///etc/passwd">')}<producteurs>&e;</producteurs>`,
    ],
    ['a parameter entity', `${entities('<!ENTITY % p "x"> %p;')}<producteurs/>`],
    [
      'entities past the expansion limit',
      `${entities(
        '<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">',
      )}<producteurs><producteur><rpg>${'&c;'.repeat(20_000)}</rpg></producteur></producteurs>`,
    ],
    ['100,000 nested tags', `<producteurs>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</producteurs>`],
    [
      'a <__proto__> element',
      '<producteurs><producteur><__proto__><x>1</x></__proto__><rpg/></producteur></producteurs>',
    ],
  ])('answers a declaration with %s as a file that is not XML, and sends nothing', async (_case, content) => {
    const before = gateway.upstream.length;
    const { body } = await gateway.graphql(
      ImportTelepacDocument,
      { input: { assolementId: `AGR006:${YEAR - 2}`, content } },
      staff,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.importTelepacAssolement.errors).toEqual([
      { field: 'input.content', message: TELEPAC_NOT_XML },
    ]);
    expect(gateway.upstream.slice(before).filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
