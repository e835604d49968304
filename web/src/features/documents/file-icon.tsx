import { fileIconOf } from '@portal/schema/rules/documents';
import styles from './documents.module.css';

/** The icon of a file by its extension (spec 001 §5): a coloured badge with the extension. */
export function FileIcon({ name }: { name: string }) {
  const kind = fileIconOf(name);
  return (
    <span className={styles.icon} data-kind={kind} aria-hidden="true">
      {kind === 'fichier' ? 'fic' : kind}
    </span>
  );
}
