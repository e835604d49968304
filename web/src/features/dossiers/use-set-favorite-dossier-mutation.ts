import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import type { SetFavoriteDossierMutation } from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const SetFavoriteDossierDocument = graphql(`
  mutation SetFavoriteDossier($codeDossier: String!) {
    setFavoriteDossier(codeDossier: $codeDossier) {
      dossiers {
        id
        estFavoris
      }
      errors {
        message
      }
    }
  }
`);

const errorsOf = (data: SetFavoriteDossierMutation) => data.setFavoriteDossier.errors;

/**
 * Marks one file as favourite. The star moves at once (optimistic answer: one favourite, the others
 * unmarked); the payload's files then update the normalized cache by their id.
 */
export function useSetFavoriteDossierMutation() {
  const [send, result] = useUserErrorMutation(SetFavoriteDossierDocument, { errorsOf });
  const setFavorite = useCallback(
    (codeDossier: string, dossiers: readonly { id: string; codeDossier: string }[]) =>
      send(
        { codeDossier },
        {
          __typename: 'Mutation',
          setFavoriteDossier: {
            __typename: 'SetFavoriteDossierPayload',
            dossiers: dossiers.map((d) => ({
              __typename: 'Dossier' as const,
              id: d.id,
              estFavoris: d.codeDossier === codeDossier,
            })),
            errors: [],
          },
        },
      ),
    [send],
  );
  return [setFavorite, result] as const;
}
