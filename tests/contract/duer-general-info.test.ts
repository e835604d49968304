import { fieldTooLong, GENERAL_INFO_MAX } from '@portal/schema/rules/duer-general-info';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { freshDuer, ownDuerStack, SEED_YEAR } from './duer-stack.ts';

// A DUER's general information and cover page through the gateway: staff create DUERs of AGR001 for years of this
// file's own emulator.
const own = ownDuerStack();

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
    const duer = await freshDuer(own, SEED_YEAR + 5);
    const before = (
      await own.gateway.graphql(FormsDocument, { codeDossier: 'AGR001', legacyId: duer.legacyId }, own.owner)
    ).body.data?.dossier?.duer;
    expect(before?.informationsGenerales?.natureActivite).toBe('');
    expect(before?.pageDeGarde).toMatchObject({
      ingenieurConseil: '',
      gerants: ['Paul Martin', 'Claire Martin'],
      ingenieurConseilParDefaut: 'Thomas Lefèvre',
    });

    const info = await own.gateway.graphql(
      SaveInfoDocument,
      { input: { duerId: duer.id, ...INFO } },
      own.owner,
    );
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
    const saved = await own.gateway.graphql(
      SaveCoverDocument,
      { input: { duerId: duer.id, ...cover } },
      own.owner,
    );
    expect(saved.body.data?.saveDuerPageDeGarde).toMatchObject({ errors: [], duer: { pageDeGarde: cover } });
  });

  it('refuses a field over 128 characters with its message and field, and saves nothing', async () => {
    const duer = await freshDuer(own, SEED_YEAR + 6);
    const { body } = await own.gateway.graphql(
      SaveInfoDocument,
      { input: { duerId: duer.id, ...INFO, nombreAccidents: '9'.repeat(GENERAL_INFO_MAX + 1) } },
      own.owner,
    );
    expect(body.data?.saveDuerInformationsGenerales.errors).toEqual([
      { field: 'input.nombreAccidents', message: fieldTooLong("Nombre d'accidents", GENERAL_INFO_MAX) },
    ]);
    const after = await own.gateway.graphql(
      FormsDocument,
      { codeDossier: 'AGR001', legacyId: duer.legacyId },
      own.owner,
    );
    expect(after.body.data?.dossier?.duer?.informationsGenerales?.natureActivite).toBe('');
  });

  it('refuses the save to a partner without the DUER tool on the file, before any change', async () => {
    const duer = await freshDuer(own, SEED_YEAR + 7, { codeDossier: 'VIT002' });
    const { body } = await own.gateway.graphql(
      SaveInfoDocument,
      { input: { duerId: duer.id, ...INFO } },
      own.partner,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const after = await own.gateway.graphql(
      FormsDocument,
      { codeDossier: 'VIT002', legacyId: duer.legacyId },
      own.owner,
    );
    expect(after.body.data?.dossier?.duer?.informationsGenerales?.natureActivite).toBe('');
  });
});
