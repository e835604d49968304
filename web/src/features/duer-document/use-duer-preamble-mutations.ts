import {
  CATEGORY_ADD_FAILED,
  CATEGORY_DELETE_FAILED,
  CATEGORY_RENAME_FAILED,
  PREAMBLE_SAVE_FAILED,
} from '@portal/schema/rules/duer-preamble';
import { graphql } from '../../gql/index.ts';
import type {
  AddDuerPreambuleCategorieMutation,
  DeleteDuerPreambuleCategorieMutation,
  RenameDuerPreambuleCategorieMutation,
  SaveDuerPreambuleMutation,
} from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

// Each payload's DUER brings its preamble back into the cache: the screen's stored values follow.
const SaveDuerPreambuleDocument = graphql(`
  mutation SaveDuerPreambule($input: SaveDuerPreambuleInput!) {
    saveDuerPreambule(input: $input) {
      duer {
        id
        ...DuerPreambleEditor_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

const AddDuerPreambuleCategorieDocument = graphql(`
  mutation AddDuerPreambuleCategorie($input: AddDuerPreambuleCategorieInput!) {
    addDuerPreambuleCategorie(input: $input) {
      duer {
        id
        ...DuerPreambleEditor_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

const RenameDuerPreambuleCategorieDocument = graphql(`
  mutation RenameDuerPreambuleCategorie($input: RenameDuerPreambuleCategorieInput!) {
    renameDuerPreambuleCategorie(input: $input) {
      duer {
        id
        ...DuerPreambleEditor_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

const DeleteDuerPreambuleCategorieDocument = graphql(`
  mutation DeleteDuerPreambuleCategorie($preambuleCategorieId: ID!) {
    deleteDuerPreambuleCategorie(preambuleCategorieId: $preambuleCategorieId) {
      duer {
        id
        ...DuerPreambleEditor_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

export const useSaveDuerPreambule = () =>
  useUserErrorMutation(SaveDuerPreambuleDocument, {
    errorsOf: (data: SaveDuerPreambuleMutation) => data.saveDuerPreambule.errors,
    fallback: PREAMBLE_SAVE_FAILED,
  });

export const useAddDuerPreambuleCategorie = () =>
  useUserErrorMutation(AddDuerPreambuleCategorieDocument, {
    errorsOf: (data: AddDuerPreambuleCategorieMutation) => data.addDuerPreambuleCategorie.errors,
    fallback: CATEGORY_ADD_FAILED,
  });

export const useRenameDuerPreambuleCategorie = () =>
  useUserErrorMutation(RenameDuerPreambuleCategorieDocument, {
    errorsOf: (data: RenameDuerPreambuleCategorieMutation) => data.renameDuerPreambuleCategorie.errors,
    fallback: CATEGORY_RENAME_FAILED,
  });

export const useDeleteDuerPreambuleCategorie = () =>
  useUserErrorMutation(DeleteDuerPreambuleCategorieDocument, {
    errorsOf: (data: DeleteDuerPreambuleCategorieMutation) => data.deleteDuerPreambuleCategorie.errors,
    fallback: CATEGORY_DELETE_FAILED,
  });
