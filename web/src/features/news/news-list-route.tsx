import { Suspense, useState, type ReactNode } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../gql/index.ts';
import { preloadQuery } from '../../lib/apollo.ts';
import { failedAt, useLoadErrorsFlash } from '../../lib/load-errors.ts';
import { getWantedCodeDossier } from '../../lib/wanted-dossier.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AppointmentItem } from './appointment-item.tsx';
import { EventItem } from './event-item.tsx';
import { LOAD_ERRORS } from './load-errors.ts';
import { initialOffset, pageAt, PAGE_STEP } from './news-paging.ts';
import { useArrivalFlash } from './use-arrival-flash.ts';
import styles from './news.module.css';

const NewsListQuery = graphql(`
  query NewsList($codeDossier: String) {
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

export function loader() {
  return preloadQuery(NewsListQuery, {
    variables: { codeDossier: getWantedCodeDossier() },
    errorPolicy: 'all',
  });
}

/** Spec 000 §2.1: `type` 0 lists the appointments, 1 the events. */
function listType(value: string | null): 0 | 1 {
  return value === '1' ? 1 : 0;
}

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = listType(searchParams.get('type'));
  useArrivalFlash();
  return (
    <>
      <PageTitle>Actualités</PageTitle>
      <fieldset className={styles.switch}>
        <legend className="visually-hidden">Type d'actualités</legend>
        {(['Rendez-vous', 'Événements'] as const).map((label, value) => (
          <label key={label}>
            <input
              type="radio"
              name="type"
              value={value}
              checked={type === value}
              onChange={() => setSearchParams({ type: String(value) }, { replace: true })}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <Suspense fallback={<Spinner />}>
        <NewsList type={type} />
      </Suspense>
    </>
  );
}

function NewsList({ type }: { type: 0 | 1 }) {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, LOAD_ERRORS);
  const dossier = data?.viewer?.selectedDossier;
  if (type === 0) {
    if (failedAt(error, 'appointments')) return <EmptyState>{LOAD_ERRORS.appointments}</EmptyState>;
    const appointments = dossier?.appointments ?? [];
    if (appointments.length === 0) return <EmptyState>Aucun rendez-vous</EmptyState>;
    return (
      <PagedList
        key="appointments"
        items={appointments}
        noun="rendez-vous"
        render={(appointment) => <AppointmentItem appointment={appointment} />}
      />
    );
  }
  if (failedAt(error, 'events')) return <EmptyState>{LOAD_ERRORS.events}</EmptyState>;
  const events = dossier?.events ?? [];
  if (events.length === 0) return <EmptyState>Aucun événement</EmptyState>;
  return (
    <PagedList
      key="events"
      items={events}
      noun="événements"
      render={(event) => <EventItem event={event} />}
    />
  );
}

interface PagedListProps<T> {
  items: readonly T[];
  noun: string;
  render: (item: T) => ReactNode;
}

/** Spec 000 §2.3: 4 items at a time, from the first upcoming one; the buttons move the window by 2. */
function PagedList<T extends { id: string; upcoming: boolean }>({ items, noun, render }: PagedListProps<T>) {
  const [offset, setOffset] = useState(() => initialOffset(items));
  const page = pageAt(items, offset);
  const start = items.indexOf(page.items[0] as T);
  return (
    <div className={styles.page}>
      <div className={styles.pager}>
        {page.hasPast ? (
          <Button variant="secondary" onClick={() => setOffset(start - PAGE_STEP)}>
            Voir les {noun} passés
          </Button>
        ) : null}
        {page.hasFuture ? (
          <Button variant="secondary" onClick={() => setOffset(start + PAGE_STEP)}>
            Voir les {noun} futurs
          </Button>
        ) : null}
      </div>
      <ul className={styles.list}>
        {page.items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
    </div>
  );
}
