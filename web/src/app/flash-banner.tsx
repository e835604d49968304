import { useFlash, useFlashMessage } from '../lib/flash.ts';
import styles from './flash-banner.module.css';

const ICONS = { error: '✕', warning: '!', success: '✓' } as const;

/** Spec 000 §2.4: error, warning or success, cleared by clicking its icon. */
export function FlashBanner() {
  const flash = useFlashMessage();
  const { clear } = useFlash();
  if (!flash) return null;
  return (
    <div
      className={`${styles.banner} ${styles[flash.kind]}`}
      role={flash.kind === 'error' ? 'alert' : 'status'}
    >
      <button type="button" className={styles.icon} onClick={clear} aria-label="Fermer le message">
        <span aria-hidden="true">{ICONS[flash.kind]}</span>
      </button>
      <p className={styles.message}>{flash.message}</p>
    </div>
  );
}
