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
