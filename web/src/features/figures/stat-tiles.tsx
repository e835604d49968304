import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import styles from './figures.module.css';

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
  const stats = getFragmentData(StatTiles_stat, props.stats);
  const favorites = stats.filter((s) => s.favorite);
  const others = stats.filter((s) => !s.favorite);
  if (stats.length === 0)
    return <p className={styles.hint}>Il n&apos;y a aucun chiffre pour l&apos;instant</p>;
  const grid = (list: typeof stats) => (
    <ul className={styles.grid}>
      {list.map((s) => (
        <li key={s.id}>
          <Link className={styles.tile} to={paths.figure.href(s.slug)}>
            {s.name}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <section aria-labelledby="chiffres-favoris">
        <h2 id="chiffres-favoris">Mes chiffres favoris</h2>
        {favorites.length > 0 ? (
          grid(favorites)
        ) : (
          <p className={styles.hint}>
            Personnalisez vos favoris en sélectionnant un chiffre puis en cliquant sur l&apos;étoile
          </p>
        )}
      </section>
      {others.length > 0 ? (
        <section aria-labelledby="autres-chiffres">
          <h2 id="autres-chiffres">Autres chiffres</h2>
          {grid(others)}
        </section>
      ) : null}
    </>
  );
}
