import type { ReactNode } from 'react';
import styles from './page-title.module.css';

export function PageTitle({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{children}</h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </header>
  );
}
