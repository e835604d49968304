import type { ReactNode } from 'react';
import styles from './stack.module.css';

/** A screen's parts one under the other, evenly spaced, never wider than the screen. */
export function Stack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}
