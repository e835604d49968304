import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { AVAILABILITY_LABELS } from './event-availability.ts';
import styles from './news.module.css';

export const EventItem_event = graphql(`
  fragment EventItem_event on Event {
    legacyId
    title
    date
    dateDebut
    upcoming
    location
    ville
    availability
  }
`);

/** One event of the news lists, linking to its detail; a past one is greyed and says so to screen readers. */
export function EventItem(props: { event: FragmentType<typeof EventItem_event> }) {
  const event = getFragmentData(EventItem_event, props.event);
  const start = event.dateDebut ?? event.date;
  const place = [event.location, event.ville].filter(Boolean).join(', ');
  const label = AVAILABILITY_LABELS[event.availability];
  return (
    <Link
      to={`/event/${event.legacyId}`}
      className={[styles.item, event.upcoming ? null : styles.past].filter(Boolean).join(' ')}
    >
      <span className={styles.itemTitle}>
        {event.title}
        {event.upcoming ? null : <span className="visually-hidden"> (passé)</span>}
      </span>
      <span>
        Le {formatDate(start)} à {formatTime(start)}
      </span>
      {place ? <span>{place}</span> : null}
      {label ? <span className={styles.badge}>{label}</span> : null}
    </Link>
  );
}
