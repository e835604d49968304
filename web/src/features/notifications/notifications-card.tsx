import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { LOAD_ERRORS } from '../../lib/messages.ts';
import { paths } from '../../lib/paths.ts';
import { Card, CardNote } from '../../ui/card.tsx';
import { NotificationItem } from './notification-item.tsx';
import styles from './notifications.module.css';

/** Spec 000 §9: the home page shows up to 5 notifications before 'Voir plus'. */
export const HOME_NOTIFICATIONS = 5;

export const NotificationsCard_notification = graphql(`
  fragment NotificationsCard_notification on Notification {
    id
    ...NotificationItem_notification
  }
`);

interface NotificationsCardProps {
  notifications: readonly FragmentType<typeof NotificationsCard_notification>[];
  failed: boolean;
}

/** The home card of the latest notifications, with 'Voir plus' to the notifications page. */
export function NotificationsCard({ failed, ...props }: NotificationsCardProps) {
  const notifications = getFragmentData(NotificationsCard_notification, props.notifications);
  let body;
  if (failed) body = <CardNote>{LOAD_ERRORS.notifications}</CardNote>;
  else if (notifications.length === 0) body = <CardNote>Aucune notification pour l'instant</CardNote>;
  else
    body = (
      <ul className={styles.list}>
        {notifications.slice(0, HOME_NOTIFICATIONS).map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </ul>
    );
  return (
    <Card title="Notifications">
      {body}
      <Link to={paths.notifications.href()} className={styles.more}>
        Voir plus
      </Link>
    </Card>
  );
}
