import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.text}>{children}</p>
      {action}
    </div>
  );
}
