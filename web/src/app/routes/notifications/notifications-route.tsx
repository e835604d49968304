import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql/index.ts';
import { dataContext } from '../../../lib/router-context.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { groupByPeriod } from '../../../features/notifications/group-by-period.ts';
import { NotificationGroup } from '../../../features/notifications/notification-group.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';

const NotificationsQuery = graphql(`
  query Notifications {
    viewer {
      id
      notifications {
        id
        date
        ...NotificationItem_notification
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(dataContext).preloadQuery(NotificationsQuery, { errorPolicy: 'all' });
}

export const Component = loadingScreen(NotificationsList, 'Notifications');

function NotificationsList() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, {
    notifications: 'Une erreur est survenue lors du chargement des notifications',
  });
  const groups = groupByPeriod(data?.viewer?.notifications ?? [], new Date());
  if (groups.length === 0) return <EmptyState>Aucune notification pour l'instant</EmptyState>;
  return groups.map((group) => (
    <NotificationGroup key={group.label} label={group.label} notifications={group.items} />
  ));
}
