import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './contacts.module.css';

/** The contact's mission, html from the legacy: sanitized before it reaches the page. */
export function ContactMission({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={styles.mission} dangerouslySetInnerHTML={{ __html: clean }} />;
}
