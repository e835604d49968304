import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { LOAD_ERRORS } from '../../lib/messages.ts';
import { paths } from '../../lib/paths.ts';
import { Card, CardNote } from '../../ui/card.tsx';
import { DetailList } from '../../ui/detail-list.tsx';
import { AvailabilityBadge } from './availability-badge.tsx';
import { eventPlace, EventWhen } from './event-when.tsx';
import styles from './events.module.css';

export const EventDetails_event = graphql(`
  fragment EventDetails_event on Event {
    id
    title
    imageUrl
    location
    ville
    url
    availability
    placesRestantes
    ...EventWhen_event
    linkedEvents {
      id
      legacyId
      ...EventWhen_event
    }
    subscriptions {
      id
      nom
      prenom
      deleted
    }
  }
`);

interface EventDetailsProps {
  event: FragmentType<typeof EventDetails_event>;
  /** Parts whose data could not be loaded: they say so. */
  failed: { subscriptions: boolean; linkedEvents: boolean };
}

/**
 * Spec 000 §2.3 and §4: the event's own date with its end, place, link, picture, state and places left; the
 * other dates of its campaign apart; for a past event, the file's participation history.
 */
export function EventDetails({ failed, ...props }: EventDetailsProps) {
  const event = getFragmentData(EventDetails_event, props.event);
  const otherDates = (event.linkedEvents ?? []).filter((linked) => linked.id !== event.id);
  const history = (event.subscriptions ?? []).filter((s) => !s.deleted);
  const placesLeft =
    event.availability === 'OUVERT' && event.placesRestantes != null
      ? `${event.placesRestantes} place(s) restante(s)`
      : null;

  return (
    <>
      <AvailabilityBadge availability={event.availability} />
      {event.imageUrl ? (
        // Sized as the legacy's pictures (16:9), so the text below does not jump when it arrives.
        <img className={styles.image} src={event.imageUrl} alt="" width={640} height={360} />
      ) : null}
      <Card>
        <DetailList
          details={[
            {
              term: 'Date',
              value: (
                <ul aria-label="Dates de l'événement" className={styles.bare}>
                  <li>
                    <EventWhen event={event} withEnd />
                  </li>
                </ul>
              ),
            },
            { term: 'Lieu', value: eventPlace(event) },
            { term: 'Places', value: placesLeft },
            {
              term: 'Lien',
              value: event.url ? (
                <a href={event.url} target="_blank" rel="noopener noreferrer" className={styles.url}>
                  {event.url}
                  <span className="visually-hidden"> (nouvel onglet)</span>
                </a>
              ) : null,
            },
          ]}
        />
      </Card>
      {failed.linkedEvents ? (
        <Card title="Autres dates">
          <CardNote>{LOAD_ERRORS.linkedEvents}</CardNote>
        </Card>
      ) : otherDates.length > 0 ? (
        <Card title="Autres dates">
          <ul className={styles.bare}>
            {otherDates.map((linked) => (
              <li key={linked.id}>
                <Link to={paths.event.href(linked.legacyId)}>
                  <EventWhen event={linked} />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {event.availability === 'PASSE' ? (
        <Card title="Historique de participation">
          {failed.subscriptions ? (
            <CardNote>{LOAD_ERRORS.participants}</CardNote>
          ) : history.length === 0 ? (
            <CardNote>Aucune participation</CardNote>
          ) : (
            <ul aria-label="Historique de participation">
              {history.map((s) => (
                <li key={s.id}>
                  {s.prenom} {s.nom}
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}
    </>
  );
}
