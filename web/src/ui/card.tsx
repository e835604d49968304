import { useId, type ReactNode } from 'react';
import styles from './card.module.css';

/** A card; with a title, it is a region named by it, so that screen readers list it among the page's parts. */
export function Card({
  title,
  children,
  className,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
    >
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

/** A card's muted line: what it shows when it has nothing, or could not load. */
export function CardNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

interface ItemCardProps {
  title: string;
  /** The item could not be loaded: the card says so instead of claiming there is none. */
  failed: boolean;
  failure: string;
  /** What the card says when there is no item. */
  empty: string;
  /** The item; null when there is none. */
  children: ReactNode | null;
}

/** A card showing one item (the next appointment, the next event), or why it shows none. */
export function ItemCard({ title, failed, failure, empty, children }: ItemCardProps) {
  return (
    <Card title={title}>
      {failed ? <CardNote>{failure}</CardNote> : (children ?? <CardNote>{empty}</CardNote>)}
    </Card>
  );
}
