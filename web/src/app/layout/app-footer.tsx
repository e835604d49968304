import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import { useCanOpen, useSession } from '../../lib/session.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './app-footer.module.css';

export const AppFooter_theme = graphql(`
  fragment AppFooter_theme on Theme {
    entityName
    links {
      legalNotice
    }
  }
`);

/** Spec 000 §2.4: entity name, current year, legal notices, contacts icon (page_contacts). */
export function AppFooter(props: { theme: FragmentType<typeof AppFooter_theme> }) {
  const theme = getFragmentData(AppFooter_theme, props.theme);
  const { hasPermission } = useSession();
  const canOpen = useCanOpen();
  return (
    <footer className={styles.footer}>
      <span>
        {theme.entityName} © {new Date().getFullYear()}
      </span>
      <a href={theme.links.legalNotice} target="_blank" rel="noreferrer">
        Mentions légales
      </a>
      {hasPermission('page_contacts') && canOpen(paths.contacts.href()) ? (
        <Link to={paths.contacts.href()} aria-label="Mes contacts">
          <Icon name="phone" size={20} />
        </Link>
      ) : null}
    </footer>
  );
}
