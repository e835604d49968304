import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

const RequestAccountRecoveryDocument = graphql(`
  mutation RequestAccountRecovery($input: RequestAccountRecoveryInput!) {
    requestAccountRecovery(input: $input) {
      sent
      errors {
        field
        message
      }
    }
  }
`);

/** Asks the legacy to mail a reset link; answers the errors to show, none once sent. */
export const useRequestAccountRecoveryMutation = () =>
  useUserErrorMutation(RequestAccountRecoveryDocument, {
    errorsOf: (data) => data.requestAccountRecovery.errors,
  });
