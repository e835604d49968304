import { graphql } from '../../gql/index.ts';
import type { SetToolFavoriteMutation } from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const SetToolFavoriteDocument = graphql(`
  mutation SetToolFavorite($input: SetToolFavoriteInput!) {
    setToolFavorite(input: $input) {
      tool {
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

const errorsOf = (data: SetToolFavoriteMutation) => data.setToolFavorite.errors;

/** Stars or unstars a tool; the payload's tool updates the cached one by its id, so it changes grid at once. */
export function useSetToolFavoriteMutation() {
  return useUserErrorMutation(SetToolFavoriteDocument, { errorsOf });
}
