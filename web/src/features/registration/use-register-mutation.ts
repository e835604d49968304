import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      email
      errors {
        field
        message
      }
    }
  }
`);

/** Registers a person of a file; answers the errors to show (the spec's or the legacy's), none once sent. */
export const useRegisterMutation = () =>
  useUserErrorMutation(RegisterDocument, { errorsOf: (data) => data.register.errors });
