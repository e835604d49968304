import { Suspense } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../gql/index.ts';
import { preloadQuery } from '../../lib/apollo.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { failedAt, useLoadErrorsFlash } from '../../lib/load-errors.ts';
import { getWantedCodeDossier } from '../../lib/wanted-dossier.ts';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AVAILABILITY_LABELS, canAnswer } from './event-availability.ts';
import { EventAnswer } from './event-answer.tsx';
import { LINKED_EVENTS_LOAD_ERROR, PARTICIPANTS_LOAD_ERROR } from './load-errors.ts';
import { EVENTS_LIST_PATH } from './paths.ts';
import styles from './news.module.css';

const EventDetailQuery = graphql(`
  query EventDetail($codeDossier: String, $legacyId: String!) {
    viewer {
      id
      user {
        id
        nom
        prenom
        mail
        tel
      }
      selectedDossier(codeDossier: $codeDossier) {
        id
        codeDossier
        event(legacyId: $legacyId) {
          id
          legacyId
          title
          date
          dateDebut
          dateFin
          dates
          location
          ville
          type
          url
          imageUrl
          availability
          registred
          linkedEvents {
            id
            legacyId
            title
            date
            dateDebut
          }
          subscriptions {
            id
            nom
            prenom
            deleted
          }
          ...EventAnswer_event
        }
      }
    }
  }
`);

export function loader({ params }: LoaderFunctionArgs) {
  return preloadQuery(EventDetailQuery, {
    variables: { codeDossier: getWantedCodeDossier(), legacyId: params.id ?? '' },
    errorPolicy: 'all',
  });
}

export function Component() {
  return (
    <Suspense fallback={<Spinner />}>
      <EventDetail />
    </Suspense>
  );
}

const at = (date: string) => `Le ${formatDate(date)} à ${formatTime(date)}`;

function EventDetail() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, {
    subscriptions: PARTICIPANTS_LOAD_ERROR,
    linkedEvents: LINKED_EVENTS_LOAD_ERROR,
  });
  const viewer = data?.viewer;
  const dossier = viewer?.selectedDossier;
  const event = dossier?.event;
  if (!viewer || !dossier || !event)
    return (
      <>
        <PageTitle>Événement</PageTitle>
        <EmptyState action={<Link to={EVENTS_LIST_PATH}>Voir les événements</Link>}>
          Événement introuvable
        </EmptyState>
      </>
    );

  const dates = event.dates.length > 0 ? event.dates : [event.dateDebut ?? event.date];
  const otherDates = (event.linkedEvents ?? []).filter((linked) => linked.id !== event.id);
  const place = [event.location, event.ville].filter(Boolean).join(', ');
  const label = AVAILABILITY_LABELS[event.availability];
  const history = (event.subscriptions ?? []).filter((s) => !s.deleted);

  return (
    <div className={styles.page}>
      <PageTitle subtitle={event.type ?? undefined}>{event.title}</PageTitle>
      {event.imageUrl ? <img className={styles.image} src={event.imageUrl} alt={event.title} /> : null}
      <Card>
        <dl className={styles.details}>
          <dt>{dates.length > 1 ? 'Dates' : 'Date'}</dt>
          <dd>
            <ul aria-label="Dates de l'événement">
              {dates.map((date) => (
                <li key={date}>{at(date)}</li>
              ))}
            </ul>
          </dd>
          {place ? (
            <>
              <dt>Lieu</dt>
              <dd>{place}</dd>
            </>
          ) : null}
          {event.url ? (
            <>
              <dt>Lien</dt>
              <dd>
                <a href={event.url} target="_blank" rel="noopener noreferrer">
                  {event.url}
                  <span className="visually-hidden"> (nouvel onglet)</span>
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      </Card>
      {otherDates.length > 0 ? (
        <Card title="Autres dates">
          <ul className={styles.list}>
            {otherDates.map((linked) => (
              <li key={linked.id}>
                <Link to={`/event/${linked.legacyId}`}>{at(linked.dateDebut ?? linked.date)}</Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {label ? <p className={styles.state}>{label}</p> : null}
      {event.availability === 'PASSE' ? (
        <Card title="Historique de participation">
          {failedAt(error, 'subscriptions') ? (
            <p>{PARTICIPANTS_LOAD_ERROR}</p>
          ) : history.length === 0 ? (
            <p>Aucune participation</p>
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
      {canAnswer(event) ? <EventAnswer event={event} dossier={dossier} user={viewer.user} /> : null}
      <p>
        <Link to={EVENTS_LIST_PATH}>Retour à la liste</Link>
      </p>
    </div>
  );
}
