import { SanitizedHtml } from '../../ui/sanitized-html.tsx';
import styles from './contacts.module.css';

/** The contact's mission, html from the legacy: sanitized before it reaches the page. */
export function ContactMission({ html }: { html: string }) {
  return <SanitizedHtml className={styles.mission} html={html} />;
}
