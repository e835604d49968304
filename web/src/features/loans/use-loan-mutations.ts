import { graphql } from '../../gql/index.ts';
import type { AddLoanMutation, DeleteLoanMutation, UpdateLoanMutation } from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const AddLoanDocument = graphql(`
  mutation AddLoan($input: AddLoanInput!) {
    addLoan(input: $input) {
      loan {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

export const UpdateLoanDocument = graphql(`
  mutation UpdateLoan($input: UpdateLoanInput!) {
    updateLoan(input: $input) {
      loan {
        id
        libelle
      }
      errors {
        field
        message
      }
    }
  }
`);

export const DeleteLoanDocument = graphql(`
  mutation DeleteLoan($id: ID!) {
    deleteLoan(id: $id) {
      loan {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

// The simulator's list asks the gateway again when it shows (cache-and-network): its totals and chart follow.
export const useAddLoanMutation = () =>
  useUserErrorMutation(AddLoanDocument, { errorsOf: (data: AddLoanMutation) => data.addLoan.errors });

export const useUpdateLoanMutation = () =>
  useUserErrorMutation(UpdateLoanDocument, {
    errorsOf: (data: UpdateLoanMutation) => data.updateLoan.errors,
  });

/** Deletes a loan and drops it from the cache, so the table, totals and chart lose it at once. */
export const useDeleteLoanMutation = () =>
  useUserErrorMutation(DeleteLoanDocument, {
    errorsOf: (data: DeleteLoanMutation) => data.deleteLoan.errors,
    onDone: (cache, _data, { id }) => {
      cache.evict({ id: cache.identify({ __typename: 'Loan', id }) });
      cache.gc();
    },
  });
