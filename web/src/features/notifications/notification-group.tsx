import { useState } from 'react';
import type { FragmentType } from '../../gql/index.ts';
import { Button } from '../../ui/button.tsx';
import { NotificationItem, type NotificationItem_notification } from './notification-item.tsx';
import styles from './notifications.module.css';

/** Spec 000 §2.3: each group shows 5 notifications until 'Voir plus' shows them all. */
export const GROUP_PREVIEW_SIZE = 5;

interface NotificationGroupProps {
  label: string;
  notifications: readonly (FragmentType<typeof NotificationItem_notification> & { id: string })[];
}

export function NotificationGroup({ label, notifications }: NotificationGroupProps) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? notifications : notifications.slice(0, GROUP_PREVIEW_SIZE);
  return (
    <section className={styles.group} aria-label={label}>
      <h2 className={styles.groupTitle}>{label}</h2>
      <ul className={styles.list}>
        {shown.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </ul>
      {!expanded && notifications.length > GROUP_PREVIEW_SIZE ? (
        <Button variant="link" onClick={() => setExpanded(true)}>
          Voir plus
        </Button>
      ) : null}
    </section>
  );
}
