import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import styles from './home.module.css';

export const NextEventCard_event = graphql(`
  fragment NextEventCard_event on Event {
    legacyId
    title
    date
    dateDebut
    location
    ville
  }
`);

interface NextEventCardProps {
  event: FragmentType<typeof NextEventCard_event> | null | undefined;
  /** The events could not be loaded: the card says so instead of claiming there are none. */
  failed: boolean;
}

export function NextEventCard({ failed, ...props }: NextEventCardProps) {
  const event = getFragmentData(NextEventCard_event, props.event);
  let body;
  if (failed)
    body = <p className={styles.cardEmpty}>Une erreur est survenue lors du chargement des événements</p>;
  else if (!event) body = <p className={styles.cardEmpty}>Aucun événement à venir</p>;
  else {
    const start = event.dateDebut ?? event.date;
    const place = [event.location, event.ville].filter(Boolean);
    body = (
      <Link to={`/event/${event.legacyId}`} className={styles.cardLink}>
        <span className={styles.cardTitle}>{event.title}</span>
        <span>
          Le {formatDate(start)} à {formatTime(start)}
        </span>
        {place.length > 0 ? <span>{place.join(', ')}</span> : null}
      </Link>
    );
  }
  return (
    <Card title="Prochain événement" className={styles.card}>
      {body}
    </Card>
  );
}
