import { useEffect, useState } from 'react';
import { getLastApiCallAt, INACTIVITY_CHECK_MS, INACTIVITY_LIMIT_MS } from '../../lib/activity.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

/** Spec 000 §8-9: after 24 h without an API call, checked every 5 s, the page must be reloaded. */
export function InactivityDialog({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const [inactive, setInactive] = useState(false);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (Date.now() - getLastApiCallAt() > INACTIVITY_LIMIT_MS) setInactive(true);
    }, INACTIVITY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <Dialog
      open={inactive}
      title="Session inactive"
      actions={
        <Button variant="primary" onClick={reload}>
          Recharger la page
        </Button>
      }
    >
      <p>Suite à une longue période d'inactivité. La page doit être rechargée...</p>
    </Dialog>
  );
}
