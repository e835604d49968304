import { Suspense, type ReactNode } from 'react';
import { useLoaderData, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { AppointmentItem } from '../../../features/appointments/appointment-item.tsx';
import { EventItem } from '../../../features/events/event-item.tsx';
import { failedAt, useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import type { NewsType } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useArrivalFlash } from '../../../lib/use-arrival-flash.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { initialOffset, pageAt, PAGE_STEP } from './news-paging.ts';
import { listLoader as loader, openableNewsTypes } from './news-query.ts';
import styles from './news.module.css';

export { loader };

// The type and the position only choose what the page shows of the same answer: moving through the list asks
// the gateway nothing (the list of a file is at most the legacy's limit: 100 appointments, 300 events).
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameList = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return sameList ? false : defaultShouldRevalidate;
}

const LABELS: Record<NewsType, string> = { 0: 'Rendez-vous', 1: 'Événements' };

/**
 * Spec 000 §2.1 and §2.3: `type` 0 lists the appointments, 1 the events, with a radio switch between the types
 * the file can open. The window's `position` lives in the address, so that Back from an item finds the page
 * the person left.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const types = openableNewsTypes(useSession().hasPermission);
  const asked: NewsType = searchParams.get('type') === '1' ? 1 : 0;
  const type = types.includes(asked) ? asked : (types[0] ?? 0);
  const position = Number.parseInt(searchParams.get('position') ?? '', 10);
  useArrivalFlash();
  return (
    <>
      <PageTitle>Actualités</PageTitle>
      {types.length > 1 ? (
        <fieldset className={styles.switch}>
          <legend className="visually-hidden">Type d'actualités</legend>
          {types.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="type"
                value={value}
                checked={type === value}
                onChange={() => setSearchParams({ type: String(value) }, { replace: true })}
              />
              {LABELS[value]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <Suspense fallback={<Spinner />}>
        <NewsList
          type={type}
          position={Number.isNaN(position) ? null : position}
          onMove={(to) => setSearchParams({ type: String(type), position: String(to) }, { replace: true })}
        />
      </Suspense>
    </>
  );
}

interface NewsListProps {
  type: NewsType;
  /** The index of the first item shown; null opens on the first upcoming item. */
  position: number | null;
  onMove: (position: number) => void;
}

function NewsList({ type, position, onMove }: NewsListProps) {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const field = type === 0 ? 'appointments' : 'events';
  useLoadErrorsFlash(error, { [field]: LOAD_ERRORS[field] });
  const dossier = data?.viewer?.selectedDossier;
  if (failedAt(error, field)) return <EmptyState>{LOAD_ERRORS[field]}</EmptyState>;
  if (type === 0) {
    const appointments = dossier?.appointments?.nodes ?? [];
    if (appointments.length === 0) return <EmptyState>Aucun rendez-vous</EmptyState>;
    return (
      <PagedList items={appointments} noun="rendez-vous" position={position} onMove={onMove}>
        {(appointment) => <AppointmentItem appointment={appointment} />}
      </PagedList>
    );
  }
  const events = dossier?.events?.nodes ?? [];
  if (events.length === 0) return <EmptyState>Aucun événement</EmptyState>;
  return (
    <PagedList items={events} noun="événements" position={position} onMove={onMove}>
      {(event) => <EventItem event={event} />}
    </PagedList>
  );
}

interface PagedListProps<T> extends Omit<NewsListProps, 'type'> {
  items: readonly T[];
  noun: string;
  children: (item: T) => ReactNode;
}

/** Spec 000 §2.3: 4 items at a time, from the first upcoming one; the buttons move the window by 2. */
function PagedList<T extends { id: string; upcoming: boolean }>(props: PagedListProps<T>) {
  const { items, noun, position, onMove, children } = props;
  const page = pageAt(items, position ?? initialOffset(items));
  return (
    <div className={styles.page}>
      <div className={styles.pager}>
        {page.hasPast ? (
          <Button variant="secondary" onClick={() => onMove(page.start - PAGE_STEP)}>
            Voir les {noun} passés
          </Button>
        ) : null}
        {page.hasFuture ? (
          <Button variant="secondary" onClick={() => onMove(page.start + PAGE_STEP)}>
            Voir les {noun} futurs
          </Button>
        ) : null}
      </div>
      <ul className={styles.list}>
        {page.items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
    </div>
  );
}
