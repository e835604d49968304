import { LOAN_MESSAGES } from '@portal/schema/rules/loans';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { useOwnStack } from './support.ts';

// Adding and deleting change the file's loans: an emulator of this file's own.
const stack = useOwnStack('proprietaire@demo.fr');

const LoansDocument = graphql(`
  query ContractLoans($codeDossier: String!, $legacyId: String!) {
    dossier(codeDossier: $codeDossier) {
      loans {
        id
        legacyId
        libelle
        valeurEntree
        taux
        periodicite
        modeRemboursement
        nombrePeriodes
        duree
        dureeAnnee
        echeance
        interetRetour
        exerciceDateDebut
        echeances {
          annuite
          interets
          amortissement
        }
      }
      loan(legacyId: $legacyId) {
        id
      }
    }
  }
`);

const AddLoanDocument = graphql(`
  mutation ContractAddLoan($input: AddLoanInput!) {
    addLoan(input: $input) {
      loan {
        id
        legacyId
        echeances {
          annuite
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

const UpdateLoanDocument = graphql(`
  mutation ContractUpdateLoan($input: UpdateLoanInput!) {
    updateLoan(input: $input) {
      loan {
        id
        libelle
      }
      errors {
        message
      }
    }
  }
`);

const DeleteLoanDocument = graphql(`
  mutation ContractDeleteLoan($id: ID!) {
    deleteLoan(id: $id) {
      loan {
        id
      }
      errors {
        message
      }
    }
  }
`);

const TERMS = {
  libelle: 'Pulvérisateur',
  valeurEntree: 100_000,
  taux: 3,
  periodicite: 'Trimestrielle',
  modeRemboursement: 'AMC',
  duree: 40,
  exerciceDateDebut: '2026-07-01',
};

describe('the loan simulator against the emulator', () => {
  it('reads the seeded loans with their schedules', async () => {
    const { body } = await stack.gateway.graphql(
      LoansDocument,
      { codeDossier: 'AGR001', legacyId: '2' },
      stack.cookie,
    );
    expect(body.data?.dossier?.loans?.map((l) => [l.id, l.libelle, l.echeances.length])).toEqual([
      ['AGR001:1', 'Tracteur', 11],
      ['AGR001:2', 'Hangar de stockage', 11],
    ]);
    expect(body.data?.dossier?.loan?.id).toBe('AGR001:2');
  });

  it('answers every alert of an empty form, changing nothing', async () => {
    const { body } = await stack.gateway.graphql(
      AddLoanDocument,
      { input: { codeDossier: 'VIT002', terms: {} } },
      stack.cookie,
    );
    expect(body.data?.addLoan.errors.map((e) => e.message)).toEqual(Object.values(LOAN_MESSAGES));
  });

  it('adds a loan as number + 1, changes it and deletes it', async () => {
    const { body: added } = await stack.gateway.graphql(
      AddLoanDocument,
      { input: { codeDossier: 'VIT002', terms: TERMS } },
      stack.cookie,
    );
    const loan = added.data?.addLoan.loan;
    expect(loan).toMatchObject({ id: 'VIT002:1', legacyId: '1' });
    expect(loan?.echeances[0]?.annuite).toBe(12862.5);
    const { body: changed } = await stack.gateway.graphql(
      UpdateLoanDocument,
      { input: { id: loan!.id, terms: { ...TERMS, libelle: 'Semoir' } } },
      stack.cookie,
    );
    expect(changed.data?.updateLoan).toEqual({ loan: { id: 'VIT002:1', libelle: 'Semoir' }, errors: [] });
    const { body: deleted } = await stack.gateway.graphql(DeleteLoanDocument, { id: loan!.id }, stack.cookie);
    expect(deleted.data?.deleteLoan).toEqual({ loan: null, errors: [] });
  });
});
