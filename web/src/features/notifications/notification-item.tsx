import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { parseNotificationMessage } from './notification-message.ts';
import { useReadNotifications } from './read-notifications.ts';
import { UrlLink } from '../../ui/url-link.tsx';
import styles from './notification-item.module.css';

export const NotificationItem_notification = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    date
    message
    url
    category
    lu
    imageUrl
  }
`);

/**
 * One notification (home page and notifications page): its category's picture, its message whose {{ }}
 * part links to its url, its date. Read when the legacy says so or once clicked on this browser; unread ones
 * stand out.
 */
export function NotificationItem(props: {
  notification: FragmentType<typeof NotificationItem_notification>;
}) {
  const notification = getFragmentData(NotificationItem_notification, props.notification);
  const { isRead, markRead } = useReadNotifications();
  const read = isRead(notification);
  const { url } = notification;

  return (
    <li
      className={[styles.item, read ? styles.read : styles.unread].join(' ')}
      data-read={read}
      onClick={() => markRead(notification.id)}
    >
      <img
        className={styles.picture}
        src={notification.imageUrl}
        alt=""
        width={40}
        height={40}
        loading="lazy"
      />
      <div className={styles.body}>
        <p className={styles.message}>
          {read ? null : <span className={styles.srOnly}>Non lue : </span>}
          {parseNotificationMessage(notification.message).map((part, index) =>
            part.kind === 'link' && url ? (
              <UrlLink key={index} url={url} className={styles.link}>
                {part.text}
              </UrlLink>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
        <time className={styles.date} dateTime={notification.date}>
          {formatDate(notification.date)} à {formatTime(notification.date)}
        </time>
      </div>
    </li>
  );
}
