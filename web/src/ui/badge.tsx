import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** A short state word. `danger` for what no longer happens (ANNULÉ), `neutral` for a plain state (COMPLET). */
export function Badge({ tone, children }: { tone: 'danger' | 'neutral'; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
