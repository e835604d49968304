import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Spec 002 §4 (Unsaved flag): while `dirty`, leaving the screen is held for the person to confirm (the
 * blocker's proceed or reset), and closing the tab asks the browser's own question.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
