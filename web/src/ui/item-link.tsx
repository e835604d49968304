import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCanOpen } from '../lib/session.ts';
import styles from './item-link.module.css';

interface ItemLinkProps {
  /**
   * Where the item opens. A screen the selected file cannot open (unknown, or its modules not held) is not
   * offered: the item then shows without a link.
   */
  to: string;
  title: string;
  /** A past item is greyed and says so to screen readers (spec 000 §2.3: past items are styled apart). */
  past?: boolean;
  /** The item's lines under its title (date, place, state). */
  children?: ReactNode;
}

/** One item of a list (an appointment, an event): its title and lines, opening its detail. */
export function ItemLink({ to, title, past = false, children }: ItemLinkProps) {
  const canOpen = useCanOpen();
  const className = [styles.item, past ? styles.past : null].filter(Boolean).join(' ');
  const content = (
    <>
      <span className={styles.title}>
        {title}
        {past ? <span className="visually-hidden"> (passé)</span> : null}
      </span>
      {children}
    </>
  );
  return canOpen(to) ? (
    <Link to={to} className={`${className} ${styles.link}`}>
      {content}
    </Link>
  ) : (
    <div className={className}>{content}</div>
  );
}
