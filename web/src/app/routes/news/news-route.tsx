import { type ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { AppointmentItem } from '../../../features/appointments/appointment-item.tsx';
import { EventItem } from '../../../features/events/event-item.tsx';
import { failedAt, useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths, type NewsType } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { openableNewsTypes, summaryLoader as loader } from './news-query.ts';
import styles from './news.module.css';
import { loadingScreen } from '../../../ui/loading-screen.tsx';

export { loader };

export const Component = loadingScreen(NewsSummary, 'Actualités');

/** Spec 000 §2.3: the next appointments and events, each list offered only if the file can open it. */
function NewsSummary() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const types = openableNewsTypes(useSession().hasPermission);
  useLoadErrorsFlash(error, {
    ...(types.includes(0) ? { appointments: LOAD_ERRORS.appointments } : {}),
    ...(types.includes(1) ? { events: LOAD_ERRORS.events } : {}),
  });
  const dossier = data?.viewer?.selectedDossier;
  return (
    <div className={styles.sections}>
      {types.includes(0) ? (
        <SummarySection
          type={0}
          items={dossier?.appointments?.nodes}
          failed={failedAt(error, 'appointments')}
          render={(appointment) => <AppointmentItem appointment={appointment} />}
        />
      ) : null}
      {types.includes(1) ? (
        <SummarySection
          type={1}
          items={dossier?.events?.nodes}
          failed={failedAt(error, 'events')}
          render={(event) => <EventItem event={event} />}
        />
      ) : null}
    </div>
  );
}

const SECTIONS = {
  0: { title: 'Prochains rendez-vous', empty: 'Aucun rendez-vous', more: 'Voir tous les rendez-vous' },
  1: { title: 'Prochains événements', empty: 'Aucun événement', more: 'Voir tous les événements' },
} as const;

interface SummarySectionProps<T> {
  type: NewsType;
  items: readonly T[] | null | undefined;
  failed: boolean;
  render: (item: T) => ReactNode;
}

/** One card of the summary: the upcoming items the gateway answered, and the way to the whole list. */
function SummarySection<T extends { id: string }>(props: SummarySectionProps<T>) {
  const section = SECTIONS[props.type];
  const items = props.items ?? [];
  let body;
  if (props.failed)
    body = <EmptyState>{LOAD_ERRORS[props.type === 0 ? 'appointments' : 'events']}</EmptyState>;
  else if (items.length === 0) body = <EmptyState>{section.empty}</EmptyState>;
  else
    body = (
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>{props.render(item)}</li>
        ))}
      </ul>
    );
  return (
    <Card title={section.title}>
      {body}
      <Link to={paths.newsList.href(props.type)}>{section.more}</Link>
    </Card>
  );
}
