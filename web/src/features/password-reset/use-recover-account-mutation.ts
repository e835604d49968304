import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

const RecoverAccountDocument = graphql(`
  mutation RecoverAccount($input: RecoverAccountInput!) {
    recoverAccount(input: $input) {
      done
      errors {
        field
        message
      }
    }
  }
`);

/** Sets the new password of a reset link; answers the errors to show (the server's as returned), none once done. */
export const useRecoverAccountMutation = () =>
  useUserErrorMutation(RecoverAccountDocument, { errorsOf: (data) => data.recoverAccount.errors });
