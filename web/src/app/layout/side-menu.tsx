import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { visibleMenuEntries } from './menu.ts';
import { useSession } from '../../lib/session.ts';
import { useSignOutMutation } from './use-sign-out-mutation.ts';
import styles from './side-menu.module.css';

export const SideMenu_viewer = graphql(`
  fragment SideMenu_viewer on Viewer {
    isCollaborateur
    droitsUtilisateur
    dossiers {
      id
      idRole
      codeEntite
    }
  }
`);

export const SideMenu_theme = graphql(`
  fragment SideMenu_theme on Theme {
    links {
      webmail
    }
  }
`);

type Props = {
  viewer: FragmentType<typeof SideMenu_viewer>;
  theme: FragmentType<typeof SideMenu_theme>;
  open: boolean;
  /** The close button or Escape. */
  onClose: () => void;
  /** A link was followed, even to the page already shown. */
  onNavigate: () => void;
};

/**
 * Spec 000 §2.4: the entries the viewer may use on the selected file, in the spec's order. Below 960 px it
 * is a drawer over the whole screen, header included, with its own close button: nothing of a header whose
 * height varies (a collaborator's line wraps) can cover it.
 */
export function SideMenu({ open, onClose, onNavigate, ...props }: Props) {
  const viewer = getFragmentData(SideMenu_viewer, props.viewer);
  const theme = getFragmentData(SideMenu_theme, props.theme);
  const session = useSession();
  const { signOut } = useSignOutMutation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const entries = visibleMenuEntries({
    isCollaborateur: viewer.isCollaborateur,
    hasDossier: session.selectedDossier !== null,
    droitsUtilisateur: viewer.droitsUtilisateur ?? [],
    hasPermission: session.hasPermission,
    selectedIdRole: session.selectedDossier?.idRole ?? null,
    ownedEntityCodes: (viewer.dossiers ?? []).filter((d) => d.idRole === 1).map((d) => d.codeEntite),
  });
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);

  return (
    <nav
      id="side-menu"
      className={open ? `${styles.menu} ${styles.open}` : styles.menu}
      aria-label="Menu principal"
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') onClose();
      }}
    >
      <div className={styles.drawerHead}>
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          aria-label="Fermer le menu"
          onClick={onNavigate}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <ul className={styles.list}>
        {entries.map((entry) => {
          switch (entry.kind) {
            case 'link':
              return (
                <li key={entry.key}>
                  <NavLink to={entry.to} className={linkClass} onClick={onNavigate}>
                    {entry.label}
                  </NavLink>
                </li>
              );
            case 'external':
              return (
                <li key={entry.key}>
                  <a href={theme.links[entry.href]} className={styles.link} target="_blank" rel="noreferrer">
                    {entry.label}
                  </a>
                </li>
              );
            case 'group':
              return (
                <li key={entry.key}>
                  <details className={styles.group}>
                    <summary className={styles.link}>{entry.label}</summary>
                    <ul className={styles.list}>
                      {entry.children.map((child) => (
                        <li key={child.key}>
                          <NavLink to={child.to} className={linkClass} onClick={onNavigate}>
                            {child.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              );
            case 'sign-out':
              return (
                <li key={entry.key}>
                  <button type="button" className={styles.link} onClick={() => void signOut()}>
                    {entry.label}
                  </button>
                </li>
              );
          }
        })}
      </ul>
    </nav>
  );
}
