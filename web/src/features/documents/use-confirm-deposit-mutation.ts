import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

const ConfirmDocumentUploadMutation = graphql(`
  mutation ConfirmDocumentUpload($input: ConfirmDocumentUploadInput!) {
    confirmDocumentUpload(input: $input) {
      sent
      errors {
        field
        message
      }
    }
  }
`);

/** Tells the file's contributors a deposit was sent (sendmailconfirmupload); answers the errors, none when told. */
export const useConfirmDepositMutation = () =>
  useUserErrorMutation(ConfirmDocumentUploadMutation, {
    errorsOf: (data) => data.confirmDocumentUpload.errors,
  });
