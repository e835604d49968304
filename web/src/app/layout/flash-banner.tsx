import { useFlash, useFlashMessage } from '../../lib/flash.ts';
import styles from './flash-banner.module.css';

const ICONS = { error: '✕', warning: '!', success: '✓' } as const;

/**
 * Spec 000 §2.4: error, warning or success, cleared by clicking its icon. The region is always in the page and
 * fixed at the bottom of the screen, so that a message is announced when it comes (a live region must exist
 * before its content) and seen wherever the page was scrolled.
 */
export function FlashBanner() {
  const flash = useFlashMessage();
  const { clear } = useFlash();
  return (
    <div className={styles.region} aria-live="polite">
      {flash ? (
        <div
          className={`${styles.banner} ${styles[flash.kind]}`}
          role={flash.kind === 'error' ? 'alert' : 'status'}
        >
          <button type="button" className={styles.icon} onClick={clear} aria-label="Fermer le message">
            <span aria-hidden="true">{ICONS[flash.kind]}</span>
          </button>
          <p className={styles.message}>{flash.message}</p>
        </div>
      ) : null}
    </div>
  );
}
