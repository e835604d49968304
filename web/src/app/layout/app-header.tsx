import type { Ref } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { DossierSelector } from '../../features/dossiers/dossier-selector.tsx';
import { paths } from '../../lib/paths.ts';
import { useCanOpen, useSession } from '../../lib/session.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './app-header.module.css';
import { useReadNotifications } from '../../features/notifications/read-notifications.ts';

export const AppHeader_viewer = graphql(`
  fragment AppHeader_viewer on Viewer {
    isCollaborateur
    unreadNotificationCount
    notifications {
      id
      lu
    }
    dossiers {
      id
    }
    user {
      id
      nom
      prenom
    }
    ...DossierSelector_viewer
  }
`);

export const AppHeader_theme = graphql(`
  fragment AppHeader_theme on Theme {
    platformName
    links {
      adminBoard
    }
  }
`);

type Props = {
  viewer: FragmentType<typeof AppHeader_viewer>;
  theme: FragmentType<typeof AppHeader_theme>;
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** Where the focus goes back when the drawer closes. */
  menuButtonRef: Ref<HTMLButtonElement>;
};

/**
 * Spec 000 §2.4: logo, file selector, notification bell, admin board, account link (once its screen exists).
 * On phones the first line holds the logo, the shortcuts and the menu button; the file selector, or a
 * collaborator's file line, takes the whole second line, so that the file's name shows in full.
 */
export function AppHeader({ menuOpen, onToggleMenu, menuButtonRef, ...props }: Props) {
  const viewer = getFragmentData(AppHeader_viewer, props.viewer);
  const theme = getFragmentData(AppHeader_theme, props.theme);
  const session = useSession();
  const canOpen = useCanOpen();
  const code = session.selectedDossier?.codeDossier ?? null;
  const unread = useReadNotifications().unreadOf(viewer.unreadNotificationCount, viewer.notifications ?? []);

  let dossier = null;
  if (viewer.isCollaborateur) {
    dossier = (
      <p className={styles.collaborator}>
        <span>Code dossier : {code ?? '-'}</span>
        <span>
          {viewer.user.prenom} {viewer.user.nom}
        </span>
        <Link to={paths.selectionDossier.href()}>Retour au portefeuille</Link>
      </p>
    );
  } else if (viewer.dossiers?.length) {
    // Without any file there is nothing to choose: no selector (the Aucun dossier page says why).
    dossier = (
      <div className={styles.dossier}>
        <DossierSelector viewer={viewer} selectedCode={code} onSelect={session.selectDossier} />
      </div>
    );
  }

  return (
    <header className={styles.header}>
      <Link to={paths.home.href()} className={styles.logo}>
        {theme.platformName}
      </Link>
      {dossier}
      <nav className={styles.actions} aria-label="Raccourcis">
        <Link
          to={paths.notifications.href()}
          className={styles.action}
          aria-label={`Notifications : ${unread} non lue(s)`}
        >
          <Icon name="bell" />
          {unread > 0 ? (
            <span className={styles.badge} aria-hidden="true">
              {unread}
            </span>
          ) : null}
        </Link>
        {session.hasPermission('administrateur_cder') ? (
          <a href={theme.links.adminBoard} className={styles.action} target="_blank" rel="noreferrer">
            Administration
          </a>
        ) : null}
        {canOpen(paths.account.href()) ? (
          <Link to={paths.account.href()} className={styles.action} aria-label="Mon compte">
            <Icon name="user" />
          </Link>
        ) : null}
      </nav>
      <button
        ref={menuButtonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={onToggleMenu}
      >
        <Icon name="menu" />
        <span className="visually-hidden">Menu</span>
      </button>
    </header>
  );
}
