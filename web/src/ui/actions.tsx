import type { ReactNode } from 'react';
import styles from './actions.module.css';

/** A row of buttons and links, wrapping on narrow screens. */
export function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** A form's message that concerns no single field (the server's, or a rule across fields). */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p className={styles.error} role="alert">
      {children}
    </p>
  );
}
