import { ANNEXE_FAILURES } from '@portal/schema/rules/duer-annexes';
import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';
import { useDocumentUpload } from './use-document-upload.ts';

export const SaveDuerAnnexesDocument = graphql(`
  mutation SaveDuerAnnexes($input: SaveDuerAnnexesInput!) {
    saveDuerAnnexes(input: $input) {
      annexes {
        id
        ...DuerAnnexesEditor_annexes
      }
      errors {
        field
        message
      }
    }
  }
`);

export const AddDuerAnnexeDocument = graphql(`
  mutation AddDuerAnnexe($input: AddDuerAnnexeInput!) {
    addDuerAnnexe(input: $input) {
      annexes {
        id
        ...DuerAnnexesEditor_annexes
      }
      errors {
        field
        message
      }
    }
  }
`);

export const ReplaceDuerAnnexeDocument = graphql(`
  mutation ReplaceDuerAnnexe($input: ReplaceDuerAnnexeInput!) {
    replaceDuerAnnexe(input: $input) {
      annexes {
        id
        ...DuerAnnexesEditor_annexes
      }
      errors {
        field
        message
      }
    }
  }
`);

/** Saves the screen's renumbering and removals; the answered annexes replace the cached ones. */
export function useSaveDuerAnnexesMutation() {
  return useUserErrorMutation(SaveDuerAnnexesDocument, {
    errorsOf: (data) => data.saveDuerAnnexes.errors,
    fallback: ANNEXE_FAILURES.save,
  });
}

export const useAddDuerAnnexeMutation = () =>
  useDocumentUpload(AddDuerAnnexeDocument, (data) => data.addDuerAnnexe, ANNEXE_FAILURES.create);

export const useReplaceDuerAnnexeMutation = () =>
  useDocumentUpload(ReplaceDuerAnnexeDocument, (data) => data.replaceDuerAnnexe, ANNEXE_FAILURES.save);
