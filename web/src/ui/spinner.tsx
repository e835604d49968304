import styles from './spinner.module.css';

/** A spinner with a text for screen readers and for people who read rather than watch. */
export function Spinner({ label = 'Chargement…' }: { label?: string }) {
  return (
    <p className={styles.wrapper} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </p>
  );
}
