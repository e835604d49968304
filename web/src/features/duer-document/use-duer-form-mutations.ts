import { COVER_PAGE_FAILED, GENERAL_INFO_FAILED } from '@portal/schema/rules/duer-general-info';
import { graphql } from '../../gql/index.ts';
import type {
  SaveDuerInformationsGeneralesMutation,
  SaveDuerPageDeGardeMutation,
} from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

// The payload's DUER brings its saved fields back into the cache: the screen's stored values follow.
const SaveDuerInformationsGeneralesDocument = graphql(`
  mutation SaveDuerInformationsGenerales($input: SaveDuerInformationsGeneralesInput!) {
    saveDuerInformationsGenerales(input: $input) {
      duer {
        id
        ...DuerGeneralInfoForm_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

const SaveDuerPageDeGardeDocument = graphql(`
  mutation SaveDuerPageDeGarde($input: SaveDuerPageDeGardeInput!) {
    saveDuerPageDeGarde(input: $input) {
      duer {
        id
        ...DuerCoverPageForm_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

export const useSaveInformationsGenerales = () =>
  useUserErrorMutation(SaveDuerInformationsGeneralesDocument, {
    errorsOf: (data: SaveDuerInformationsGeneralesMutation) => data.saveDuerInformationsGenerales.errors,
    fallback: GENERAL_INFO_FAILED,
  });

export const useSavePageDeGarde = () =>
  useUserErrorMutation(SaveDuerPageDeGardeDocument, {
    errorsOf: (data: SaveDuerPageDeGardeMutation) => data.saveDuerPageDeGarde.errors,
    fallback: COVER_PAGE_FAILED,
  });
