import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';

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

/**
 * Marks one file as favourite. The star moves at once (optimistic answer: one favourite, the others
 * unmarked); the payload's files then update the normalized cache by their id.
 */
export function useSetFavoriteDossierMutation() {
  const [mutate, result] = useMutation(SetFavoriteDossierDocument);
  const setFavorite = useCallback(
    (codeDossier: string, dossiers: readonly { id: string; codeDossier: string }[]) =>
      mutate({
        variables: { codeDossier },
        optimisticResponse: {
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
      }),
    [mutate],
  );
  return [setFavorite, result] as const;
}
