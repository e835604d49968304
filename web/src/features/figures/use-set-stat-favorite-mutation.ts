import { graphql } from '../../gql/index.ts';
import type { SetStatFavoriteMutation } from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const SetStatFavoriteDocument = graphql(`
  mutation SetStatFavorite($input: SetStatFavoriteInput!) {
    setStatFavorite(input: $input) {
      stat {
        id
        favorite
      }
      errors {
        field
        message
      }
    }
  }
`);

const errorsOf = (data: SetStatFavoriteMutation) => data.setStatFavorite.errors;

/** Stars or unstars a figure; the payload's figure updates the cached one by its id, so it changes list at once. */
export function useSetStatFavoriteMutation() {
  return useUserErrorMutation(SetStatFavoriteDocument, { errorsOf });
}
