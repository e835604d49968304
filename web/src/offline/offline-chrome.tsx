import { useSyncExternalStore } from 'react';
import { formatDateTime } from '../lib/format.ts';
import { isMidForm, subscribeFormActivity } from './form-activity.ts';
import styles from './offline-chrome.module.css';
import { getOfflineStatus, subscribeOfflineStatus } from './status.ts';

/**
 * Above every screen: the offline notice, with the time of the data shown, and the quiet update prompt. The
 * prompt waits while a form is typed in, so a new version never interrupts one; the page reloads only when
 * the person clicks.
 */
export function OfflineChrome({ reload }: { reload: () => void }) {
  const { online, dataAt, updateReady } = useSyncExternalStore(subscribeOfflineStatus, getOfflineStatus);
  const midForm = useSyncExternalStore(subscribeFormActivity, isMidForm);
  return (
    <>
      {online ? null : (
        <p role="status" className={styles.offline}>
          {dataAt === null
            ? 'Hors ligne — aucune donnée gardée sur cet appareil'
            : `Hors ligne — données du ${formatDateTime(dataAt)}`}
          <span>Les envois attendent le retour du réseau.</span>
        </p>
      )}
      {updateReady && !midForm ? (
        <p role="status" className={styles.update}>
          Nouvelle version disponible —
          <button type="button" onClick={reload}>
            Recharger
          </button>
        </p>
      ) : null}
    </>
  );
}
