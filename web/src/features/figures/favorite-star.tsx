import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { FormError } from '../../ui/actions.tsx';
import { StarToggle } from '../../ui/star-toggle.tsx';
import { useSetStatFavoriteMutation } from './use-set-stat-favorite-mutation.ts';

export const FavoriteStar_stat = graphql(`
  fragment FavoriteStar_stat on Stat {
    id
    name
    favorite
  }
`);

/** The star that puts a figure among 'Mes chiffres favoris' or takes it out. */
export function FavoriteStar(props: { stat: FragmentType<typeof FavoriteStar_stat> }) {
  const stat = getFragmentData(FavoriteStar_stat, props.stat);
  const [send, { loading }] = useSetStatFavoriteMutation();
  const [error, setError] = useState<string | null>(null);
  async function toggle() {
    const favorite = !stat.favorite;
    const errors = await send(
      { input: { id: stat.id, favorite } },
      {
        __typename: 'Mutation',
        setStatFavorite: {
          __typename: 'SetStatFavoritePayload',
          stat: { __typename: 'Stat', id: stat.id, favorite },
          errors: [],
        },
      },
    );
    setError(errors[0]?.message ?? null);
  }
  return (
    <>
      <StarToggle
        name={stat.name}
        starred={stat.favorite}
        disabled={loading}
        onToggle={() => void toggle()}
      />
      {error ? <FormError>{error}</FormError> : null}
    </>
  );
}
