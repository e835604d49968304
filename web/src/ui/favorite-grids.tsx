import { useId, type ReactNode } from 'react';
import styles from './tiles.module.css';

/**
 * A catalogue as two grids of tiles: the starred items under `favoritesTitle` (or `hint` while none is), then the
 * others under `othersTitle` when there are any. `empty` replaces both when the catalogue has no item.
 */
export function FavoriteGrids<T extends { id: string; favorite: boolean }>(props: {
  items: readonly T[];
  favoritesTitle: string;
  othersTitle: string;
  hint: string;
  empty?: string;
  tile: (item: T) => ReactNode;
}) {
  const ids = { favorites: useId(), others: useId() };
  if (props.items.length === 0 && props.empty) return <p className={styles.hint}>{props.empty}</p>;
  const favorites = props.items.filter((item) => item.favorite);
  const others = props.items.filter((item) => !item.favorite);
  const grid = (list: readonly T[]) => (
    <ul className={styles.grid}>
      {list.map((item) => (
        <li key={item.id}>{props.tile(item)}</li>
      ))}
    </ul>
  );
  return (
    <>
      <section aria-labelledby={ids.favorites}>
        <h2 id={ids.favorites}>{props.favoritesTitle}</h2>
        {favorites.length > 0 ? grid(favorites) : <p className={styles.hint}>{props.hint}</p>}
      </section>
      {others.length > 0 ? (
        <section aria-labelledby={ids.others}>
          <h2 id={ids.others}>{props.othersTitle}</h2>
          {grid(others)}
        </section>
      ) : null}
    </>
  );
}
