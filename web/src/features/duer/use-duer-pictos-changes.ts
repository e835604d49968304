import { DUER_FAILURES } from '@portal/schema/rules/duer';
import { graphql } from '../../gql/index.ts';
import type { UpdateDuerRisquePictosMutation } from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const UpdateDuerRisquePictosDocument = graphql(`
  mutation UpdateDuerRisquePictos($input: UpdateDuerRisquePictosInput!) {
    updateDuerRisquePictos(input: $input) {
      module {
        id
        groupes {
          id
          risques {
            id
            pictos {
              id
              legacyId
              description
              basePictoId
              nom
              imageUrl
            }
          }
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

/** A risk's pictograms update (spec 002 §7); its failure is §8's 'de la mise à jour des pictogrammes'. */
export function useUpdateDuerRisquePictosMutation() {
  return useUserErrorMutation(UpdateDuerRisquePictosDocument, {
    errorsOf: (data: UpdateDuerRisquePictosMutation) => data.updateDuerRisquePictos.errors,
    fallback: DUER_FAILURES.pictos,
  });
}
