import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      sent
      errors {
        field
        message
      }
    }
  }
`);

/** Asks the legacy to mail a reset link; answers the errors to show, none once sent. */
export const useRequestPasswordResetMutation = () =>
  useUserErrorMutation(RequestPasswordResetDocument, {
    errorsOf: (data) => data.requestPasswordReset.errors,
  });
