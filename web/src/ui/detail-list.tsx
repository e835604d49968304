import type { ReactNode } from 'react';
import styles from './detail-list.module.css';

/** One line of a detail: a term and its value; a line without a value is left out. */
export interface Detail {
  term: string;
  value: ReactNode;
}

/** The terms and values of an item's detail, side by side from 768 px, one under the other on phones. */
export function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <dl className={styles.details}>
      {details
        .filter((detail) => detail.value !== null && detail.value !== undefined && detail.value !== '')
        .map((detail) => (
          <div key={detail.term} className={styles.row}>
            <dt>{detail.term}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
    </dl>
  );
}
