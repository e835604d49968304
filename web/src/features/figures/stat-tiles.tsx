import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import { FavoriteGrids } from '../../ui/favorite-grids.tsx';
import styles from '../../ui/tiles.module.css';

export const StatTiles_stat = graphql(`
  fragment StatTiles_stat on Stat {
    id
    slug
    name
    favorite
  }
`);

/** Spec 001 §2: the figures as cards linking to their detail, favourites first, then the others. */
export function StatTiles(props: { stats: readonly FragmentType<typeof StatTiles_stat>[] }) {
  return (
    <FavoriteGrids
      items={getFragmentData(StatTiles_stat, props.stats)}
      favoritesTitle="Mes chiffres favoris"
      othersTitle="Autres chiffres"
      hint="Personnalisez vos favoris en sélectionnant un chiffre puis en cliquant sur l'étoile"
      empty="Il n'y a aucun chiffre pour l'instant"
      tile={(s) => (
        <Link className={styles.tile} to={paths.figure.href(s.slug)}>
          {s.name}
        </Link>
      )}
    />
  );
}
