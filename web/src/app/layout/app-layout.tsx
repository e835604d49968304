import { useReadQuery } from '@apollo/client/react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation, useRevalidator } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import styles from './app-layout.module.css';
import { SideMenu } from './side-menu.tsx';
import { useSignedInLoaderData } from './signed-in-route.tsx';

// The home's first view does not draw the tour: its player follows the first render (its query was sent only then
// anyway) and its button shows below the screen, so nothing moves.
const ScreenTour = lazy(() =>
  import('../../features/tours/tour-player.tsx').then((module) => ({ default: module.ScreenTour })),
);

/** The signed-in frame with menu (spec 000 §2.4); the portfolio selection renders outside it. */
export function Component() {
  const { shellRef } = useSignedInLoaderData();
  const { viewer, theme } = useReadQuery(shellRef).data;
  const session = useSession();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  // A screen or a file on its way: the frame says so (a file switch waits for the new file's rights).
  const busy = navigation.state !== 'idle' || revalidator.state !== 'idle';
  // Spec 000 §2.2: the menu closes after each navigation. It is open for the path it was opened on only,
  // so a new path closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);

  // Closing by hand gives the focus back to the button that opened the drawer.
  const closeMenu = useCallback(() => {
    setOpenedOn(null);
    menuButton.current?.focus();
  }, []);

  if (!viewer) return null;
  return (
    <div className={styles.layout}>
      <a
        href="#contenu"
        className={styles.skipLink}
        onClick={(event) => {
          // Focus and scroll without adding a #contenu entry to the history.
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Aller au contenu
      </a>
      {busy ? <div className={styles.progress} role="progressbar" aria-label="Chargement en cours" /> : null}
      <AppHeader
        viewer={viewer}
        theme={theme}
        menuOpen={menuOpen}
        onToggleMenu={() => setOpenedOn(menuOpen ? null : pathname)}
        menuButtonRef={menuButton}
      />
      <div className={styles.body}>
        <SideMenu
          viewer={viewer}
          theme={theme}
          open={menuOpen}
          onClose={closeMenu}
          onNavigate={() => setOpenedOn(null)}
        />
        <main id="contenu" ref={main} tabIndex={-1} className={styles.main} aria-busy={busy}>
          {/* Keyed by the selected file: switching files starts the screen afresh, so that nothing typed
              or chosen under one file (a booking's reason, a list's page) is kept, or sent, for another. */}
          <Outlet key={session.selectedDossier?.codeDossier ?? ''} />
          <Suspense fallback={null}>
            <ScreenTour
              codeDossier={session.selectedDossier?.codeDossier ?? ''}
              controls={{
                showNavigation: (open) => setOpenedOn(open ? pathname : null),
                navigationWasOpen: menuOpen,
              }}
            />
          </Suspense>
        </main>
      </div>
      <AppFooter theme={theme} />
    </div>
  );
}
