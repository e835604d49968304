import { Suspense, useId, type ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../gql/index.ts';
import { preloadQuery } from '../../lib/apollo.ts';
import { failedAt, useLoadErrorsFlash } from '../../lib/load-errors.ts';
import { getWantedCodeDossier } from '../../lib/wanted-dossier.ts';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AppointmentItem } from './appointment-item.tsx';
import { EventItem } from './event-item.tsx';
import { LOAD_ERRORS } from './load-errors.ts';
import styles from './news.module.css';

const NewsSummaryQuery = graphql(`
  query NewsSummary($codeDossier: String) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        appointments {
          id
          upcoming
          ...AppointmentItem_appointment
        }
        events {
          id
          upcoming
          ...EventItem_event
        }
      }
    }
  }
`);

// Spec 000 §9: the summary shows 2 upcoming appointments and 2 upcoming events.
const SUMMARY_SIZE = 2;

export function loader() {
  return preloadQuery(NewsSummaryQuery, {
    variables: { codeDossier: getWantedCodeDossier() },
    errorPolicy: 'all',
  });
}

export function Component() {
  return (
    <>
      <PageTitle>Actualités</PageTitle>
      <Suspense fallback={<Spinner />}>
        <NewsSummary />
      </Suspense>
    </>
  );
}

function NewsSummary() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, LOAD_ERRORS);
  const dossier = data?.viewer?.selectedDossier;
  const appointments = (dossier?.appointments ?? []).filter((a) => a.upcoming).slice(0, SUMMARY_SIZE);
  const events = (dossier?.events ?? []).filter((e) => e.upcoming).slice(0, SUMMARY_SIZE);
  return (
    <div className={styles.sections}>
      <NewsSection title="Prochains rendez-vous">
        {failedAt(error, 'appointments') ? (
          <EmptyState>{LOAD_ERRORS.appointments}</EmptyState>
        ) : appointments.length === 0 ? (
          <EmptyState>Aucun rendez-vous</EmptyState>
        ) : (
          <ul className={styles.list}>
            {appointments.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentItem appointment={appointment} />
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/actualites-liste?type=0">Voir tous les rendez-vous</Link>
        </p>
      </NewsSection>
      <NewsSection title="Prochains événements">
        {failedAt(error, 'events') ? (
          <EmptyState>{LOAD_ERRORS.events}</EmptyState>
        ) : events.length === 0 ? (
          <EmptyState>Aucun événement</EmptyState>
        ) : (
          <ul className={styles.list}>
            {events.map((event) => (
              <li key={event.id}>
                <EventItem event={event} />
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/actualites-liste?type=1">Voir tous les événements</Link>
        </p>
      </NewsSection>
    </div>
  );
}

/** A card of the summary, named by its title so that screen readers list it among the page's regions. */
function NewsSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card title={<span id={titleId}>{title}</span>}>{children}</Card>
    </section>
  );
}
