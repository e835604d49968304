import { Link } from 'react-router';
import type { FragmentType } from '../../gql/index.ts';
import { Card } from '../../ui/card.tsx';
import { NotificationItem, type NotificationItem_notification } from '../../ui/notification-item.tsx';
import styles from './home.module.css';

/** Spec 000 §9: the home page shows up to 5 notifications before 'Voir plus'. */
export const HOME_NOTIFICATIONS = 5;

interface HomeNotificationsProps {
  notifications: readonly (FragmentType<typeof NotificationItem_notification> & { id: string })[];
  failed: boolean;
}

export function HomeNotifications({ notifications, failed }: HomeNotificationsProps) {
  let body;
  if (failed)
    body = <p className={styles.cardEmpty}>Une erreur est survenue lors du chargement des notifications</p>;
  else if (notifications.length === 0)
    body = <p className={styles.cardEmpty}>Aucune notification pour l'instant</p>;
  else {
    body = (
      <ul className={styles.notifications}>
        {notifications.slice(0, HOME_NOTIFICATIONS).map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </ul>
    );
  }
  return (
    <Card title="Notifications" className={styles.card}>
      {body}
      <Link to="/notifications" className={styles.more}>
        Voir plus
      </Link>
    </Card>
  );
}
