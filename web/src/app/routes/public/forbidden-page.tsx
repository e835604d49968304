import { useEffect, useRef, useState } from 'react';
import { useSignOutMutation } from '../../layout/use-sign-out-mutation.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import styles from './public-page.module.css';

/** Spec 000 §9: the forbidden page signs out after 10 s. */
export const FORBIDDEN_COUNTDOWN_SECONDS = 10;

export function Component() {
  const [remaining, setRemaining] = useState(FORBIDDEN_COUNTDOWN_SECONDS);
  const { signOut } = useSignOutMutation();
  const signedOut = useRef(false);

  useEffect(() => {
    const timer = window.setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (remaining > 0 || signedOut.current) return;
    signedOut.current = true;
    void signOut();
  }, [remaining, signOut]);

  return (
    <main className={styles.page}>
      <PageTitle>Accès interdit</PageTitle>
      <p>Vous n'avez pas accès à cette page.</p>
      <p role="timer" aria-live="polite">
        Vous allez être déconnecté dans {remaining} seconde{remaining > 1 ? 's' : ''}.
      </p>
    </main>
  );
}
