import { useReadQuery } from '@apollo/client/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AcquiredAccesses } from '../../../features/sharing/acquired-accesses.tsx';
import { ReceivedInvitations } from '../../../features/sharing/received-invitations.tsx';
import { graphql } from '../../../gql/index.ts';
import { INTERNAL_ERROR } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { dataContext } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { Stack } from '../../../ui/stack.tsx';

const MyAccessQuery = graphql(`
  query MyAccess {
    viewer {
      id
      ...ReceivedInvitations_viewer
      ...AcquiredAccesses_viewer
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return context
    .get(dataContext)
    .preloadQuery(MyAccessQuery, { errorPolicy: 'all', fetchPolicy: 'network-only' });
}

export const Component = loadingScreen(MyAccess, paths.myAccess.title);

/** 'Mes accès' (spec 000 §2.3): the invitations received and the files shared with me, whatever the selected file. */
function MyAccess() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  if (!data?.viewer) return <EmptyState>{INTERNAL_ERROR}</EmptyState>;
  return (
    <Stack>
      <ReceivedInvitations viewer={data.viewer} />
      <AcquiredAccesses viewer={data.viewer} />
    </Stack>
  );
}
