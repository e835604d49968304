import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import styles from './shortcuts.module.css';

export const ShortcutList_shortcut = graphql(`
  fragment ShortcutList_shortcut on Shortcut {
    id
    libelle
    url
  }
`);

/** Spec 001 §2 (shortcuts): each link opens its site in a new tab, with 'Modifier' beside it. */
export function ShortcutList(props: { shortcuts: readonly FragmentType<typeof ShortcutList_shortcut>[] }) {
  const shortcuts = getFragmentData(ShortcutList_shortcut, props.shortcuts);
  if (shortcuts.length === 0) return <EmptyState>Aucun raccourci pour l&apos;instant</EmptyState>;
  return (
    <ul className={styles.list} aria-label="Raccourcis Web">
      {shortcuts.map((s) => (
        <li key={s.id} className={styles.item}>
          <a href={s.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {s.libelle}
            <span className={styles.url}>{s.url}</span>
          </a>
          <Link to={paths.shortcutEdition.href(s.id)} aria-label={`Modifier ${s.libelle}`}>
            Modifier
          </Link>
        </li>
      ))}
    </ul>
  );
}
