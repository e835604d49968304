import type { ReactNode } from 'react';
import { Card, CardNote } from '../../ui/card.tsx';
import styles from './sharing.module.css';

interface ListCardProps<T> {
  /** The card's title, which also names its list. */
  title: string;
  /** The items; null or undefined when they could not be loaded. */
  items: readonly T[] | null | undefined;
  failure: string;
  /** What the card says when there is no item. */
  empty: string;
  renderItem: (item: T) => ReactNode;
  /** What follows the list (its confirmation dialog). */
  children?: ReactNode;
}

/** A card of the sharing screens listing its items, or saying why it lists none. */
export function ListCard<T>({ title, items, failure, empty, renderItem, children }: ListCardProps<T>) {
  return (
    <Card title={title}>
      {items === null || items === undefined ? (
        <CardNote>{failure}</CardNote>
      ) : items.length === 0 ? (
        <CardNote>{empty}</CardNote>
      ) : (
        <ul className={styles.list} aria-label={title}>
          {items.map(renderItem)}
        </ul>
      )}
      {children}
    </Card>
  );
}
