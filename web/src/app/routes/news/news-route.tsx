import { Suspense, type ReactNode } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { AppointmentItem } from '../../../features/appointments/appointment-item.tsx';
import { EventItem } from '../../../features/events/event-item.tsx';
import { graphql } from '../../../gql/index.ts';
import { failedAt, useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { screenData } from '../../../lib/router-context.ts';
import { useSession } from '../../../lib/session.ts';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { openableNewsTypes } from './news-sections.ts';
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

export function loader({ context }: LoaderFunctionArgs) {
  const { preloadQuery, codeDossier } = screenData(context);
  return preloadQuery(NewsSummaryQuery, { variables: { codeDossier }, errorPolicy: 'all' });
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

/** Spec 000 §2.3: the next appointments and events, each list offered only if the file can open it. */
function NewsSummary() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const types = openableNewsTypes(useSession().hasPermission);
  useLoadErrorsFlash(error, {
    ...(types.includes(0) ? { appointments: LOAD_ERRORS.appointments } : {}),
    ...(types.includes(1) ? { events: LOAD_ERRORS.events } : {}),
  });
  const dossier = data?.viewer?.selectedDossier;
  const upcoming = <T extends { upcoming: boolean }>(items: readonly T[] | null | undefined) =>
    (items ?? []).filter((item) => item.upcoming).slice(0, SUMMARY_SIZE);
  return (
    <div className={styles.sections}>
      {types.includes(0) ? (
        <Card title="Prochains rendez-vous">
          {failedAt(error, 'appointments') ? (
            <EmptyState>{LOAD_ERRORS.appointments}</EmptyState>
          ) : (
            <SummaryList items={upcoming(dossier?.appointments)} empty="Aucun rendez-vous">
              {(appointment) => <AppointmentItem appointment={appointment} />}
            </SummaryList>
          )}
          <Link to={paths.newsList.href(0)}>Voir tous les rendez-vous</Link>
        </Card>
      ) : null}
      {types.includes(1) ? (
        <Card title="Prochains événements">
          {failedAt(error, 'events') ? (
            <EmptyState>{LOAD_ERRORS.events}</EmptyState>
          ) : (
            <SummaryList items={upcoming(dossier?.events)} empty="Aucun événement">
              {(event) => <EventItem event={event} />}
            </SummaryList>
          )}
          <Link to={paths.newsList.href(1)}>Voir tous les événements</Link>
        </Card>
      ) : null}
    </div>
  );
}

function SummaryList<T extends { id: string }>(props: {
  items: readonly T[];
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (props.items.length === 0) return <EmptyState>{props.empty}</EmptyState>;
  return (
    <ul className={styles.list}>
      {props.items.map((item) => (
        <li key={item.id}>{props.children(item)}</li>
      ))}
    </ul>
  );
}
