import { SanitizedHtml } from '../../ui/sanitized-html.tsx';
import styles from './contacts.module.css';

/** The contact's mission, html from the legacy. */
export function ContactMission({ html }: { html: string }) {
  return <SanitizedHtml html={html} className={styles.mission} />;
}
