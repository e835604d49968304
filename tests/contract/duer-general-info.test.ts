import { fieldTooLong, GENERAL_INFO_MAX } from '@portal/schema/rules/duer-general-info';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { startOwnStack, LEGACY_NOW } from './support.ts';

// A DUER's general information and cover page through the gateway: staff create DUERs of AGR001 for years of this
// file's own emulator.
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

const FormsDocument = graphql(`
  query ContractDuerForms($codeDossier: String!, $legacyId: ID!) {
    dossier(codeDossier: $codeDossier) {
      id
      duer(legacyId: $legacyId) {
        ...ContractDuerFormsFields
      }
    }
  }

  fragment ContractDuerFormsFields on Duer {
    id
    informationsGenerales {
      natureActivite
      nombreSalaries
      trousseDeSecours
      responsableTrousseDeSecours
      presenceDeSecouriste
      referentSecurite
      tauxCotisationAtMp
      nombreAccidents
      nombreMaladiesProfessionnelles
    }
    pageDeGarde {
      champ1
      champ2
      champ3
      champ4
      dateMiseAJour
      ingenieurConseil
      gerants
      ingenieurConseilParDefaut
    }
  }
`);

const CreateDocument = graphql(`
  mutation ContractCreateDuerForForms($input: CreateDuerInput!) {
    createDuer(input: $input) {
      duer {
        id
        legacyId
      }
    }
  }
`);

const SaveInfoDocument = graphql(`
  mutation ContractSaveDuerInformationsGenerales($input: SaveDuerInformationsGeneralesInput!) {
    saveDuerInformationsGenerales(input: $input) {
      duer {
        ...ContractDuerFormsFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const SaveCoverDocument = graphql(`
  mutation ContractSaveDuerPageDeGarde($input: SaveDuerPageDeGardeInput!) {
    saveDuerPageDeGarde(input: $input) {
      duer {
        ...ContractDuerFormsFields
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

const INFO = {
  natureActivite: 'Polyculture-élevage',
  nombreSalaries: '4',
  trousseDeSecours: 'Atelier',
  responsableTrousseDeSecours: 'Paul Martin',
  presenceDeSecouriste: 'Oui',
  referentSecurite: 'Claire Martin',
  tauxCotisationAtMp: '2,1 %',
  nombreAccidents: '0',
  nombreMaladiesProfessionnelles: '0',
};

describe('a DUER’s general information and cover page through the gateway', () => {
  it('reads empty forms with the file’s managers and default adviser, then the forms as saved', async () => {
    const duer = await freshDuer(SEED_YEAR + 5);
    const before = (
      await gateway.graphql(FormsDocument, { codeDossier: 'AGR001', legacyId: duer.legacyId }, owner)
    ).body.data?.dossier?.duer;
    expect(before?.informationsGenerales?.natureActivite).toBe('');
    expect(before?.pageDeGarde).toMatchObject({
      ingenieurConseil: '',
      gerants: ['Paul Martin', 'Claire Martin'],
      ingenieurConseilParDefaut: 'Thomas Lefèvre',
    });

    const info = await gateway.graphql(SaveInfoDocument, { input: { duerId: duer.id, ...INFO } }, owner);
    expect(info.body.data?.saveDuerInformationsGenerales).toMatchObject({
      errors: [],
      duer: { informationsGenerales: INFO },
    });
    const cover = {
      champ1: 'EARL des Quatre Vents',
      champ2: '',
      champ3: '',
      champ4: '',
      dateMiseAJour: 'Mars 2026',
      ingenieurConseil: 'Thomas Lefèvre',
    };
    const saved = await gateway.graphql(SaveCoverDocument, { input: { duerId: duer.id, ...cover } }, owner);
    expect(saved.body.data?.saveDuerPageDeGarde).toMatchObject({ errors: [], duer: { pageDeGarde: cover } });
  });

  it('refuses a field over 128 characters with its message and field, and saves nothing', async () => {
    const duer = await freshDuer(SEED_YEAR + 6);
    const { body } = await gateway.graphql(
      SaveInfoDocument,
      { input: { duerId: duer.id, ...INFO, nombreAccidents: '9'.repeat(GENERAL_INFO_MAX + 1) } },
      owner,
    );
    expect(body.data?.saveDuerInformationsGenerales.errors).toEqual([
      { field: 'input.nombreAccidents', message: fieldTooLong("Nombre d'accidents", GENERAL_INFO_MAX) },
    ]);
    const after = await gateway.graphql(
      FormsDocument,
      { codeDossier: 'AGR001', legacyId: duer.legacyId },
      owner,
    );
    expect(after.body.data?.dossier?.duer?.informationsGenerales?.natureActivite).toBe('');
  });

  it('refuses the save to a partner without the DUER tool on the file, before any change', async () => {
    const duer = await freshDuer(SEED_YEAR + 7, 'VIT002');
    const { body } = await gateway.graphql(
      SaveInfoDocument,
      { input: { duerId: duer.id, ...INFO } },
      partner,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const after = await gateway.graphql(
      FormsDocument,
      { codeDossier: 'VIT002', legacyId: duer.legacyId },
      owner,
    );
    expect(after.body.data?.dossier?.duer?.informationsGenerales?.natureActivite).toBe('');
  });
});
