import { PAGE_FAILURES } from '@portal/schema/rules/duer-pages';
import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';
import { useDocumentUpload } from './use-document-upload.ts';

export const SaveDuerPagesDocument = graphql(`
  mutation SaveDuerPages($input: SaveDuerPagesInput!) {
    saveDuerPages(input: $input) {
      duer {
        id
        ...DuerPagesEditor_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

export const AddDuerPageDocument = graphql(`
  mutation AddDuerPage($input: AddDuerPageInput!) {
    addDuerPage(input: $input) {
      duer {
        id
        ...DuerPagesEditor_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

export const ReplaceDuerPageDocument = graphql(`
  mutation ReplaceDuerPage($input: ReplaceDuerPageInput!) {
    replaceDuerPage(input: $input) {
      duer {
        id
        ...DuerPagesEditor_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

/** Saves the screen's moves and removals; the answered DUER replaces the cached one. */
export function useSaveDuerPagesMutation() {
  return useUserErrorMutation(SaveDuerPagesDocument, {
    errorsOf: (data) => data.saveDuerPages.errors,
    fallback: PAGE_FAILURES.save,
  });
}

export const useAddDuerPageMutation = () =>
  useDocumentUpload(AddDuerPageDocument, (data) => data.addDuerPage, PAGE_FAILURES.create);

export const useReplaceDuerPageMutation = () =>
  useDocumentUpload(ReplaceDuerPageDocument, (data) => data.replaceDuerPage, PAGE_FAILURES.save);
