import { useReadQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import styles from './app-layout.module.css';
import { SideMenu } from './side-menu.tsx';
import { useSignedInLoaderData } from './signed-in-route.tsx';

/** The signed-in frame with menu (spec 000 §2.4); the portfolio selection renders outside it. */
export function Component() {
  const { shellRef } = useSignedInLoaderData();
  const { viewer, theme } = useReadQuery(shellRef).data;
  const { pathname } = useLocation();
  // Spec 000 §2.2: the menu closes after each navigation. It is open for the path it was opened on only,
  // so a new path closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

  // Closing by hand gives the focus back to the button that opened the drawer.
  const closeMenu = useCallback(() => {
    setOpenedOn(null);
    menuButton.current?.focus();
  }, []);

  if (!viewer) return null;
  return (
    <div className={styles.layout}>
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
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
      <AppFooter theme={theme} />
    </div>
  );
}
