import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      done
      errors {
        field
        message
      }
    }
  }
`);

/** Sets the new password of a reset link; answers the errors to show (the server's as returned), none once done. */
export const useResetPasswordMutation = () =>
  useUserErrorMutation(ResetPasswordDocument, { errorsOf: (data) => data.resetPassword.errors });
