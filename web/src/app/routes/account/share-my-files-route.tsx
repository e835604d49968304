import { useReadQuery } from '@apollo/client/react';
import { Link, Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SentInvitations } from '../../../features/sharing/sent-invitations.tsx';
import { SharedPeople } from '../../../features/sharing/shared-people.tsx';
import { graphql } from '../../../gql/index.ts';
import { INTERNAL_ERROR } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { dataContext } from '../../../lib/router-context.ts';
import { useArrivalFlash } from '../../../lib/use-arrival-flash.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { Stack } from '../../../ui/stack.tsx';
import styles from './share-route.module.css';

const ShareMyFilesQuery = graphql(`
  query ShareMyFiles {
    viewer {
      id
      canShare
      ...SentInvitations_viewer
      ...SharedPeople_viewer
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return context
    .get(dataContext)
    .preloadQuery(ShareMyFilesQuery, { errorPolicy: 'all', fetchPolicy: 'network-only' });
}

export const Component = loadingScreen(ShareMyFiles, paths.shareMyFiles.title);

/** 'Partager mes dossiers' (spec 000 §2.3, §6): owners only; what I sent and who has access to my files. */
function ShareMyFiles() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useArrivalFlash();
  if (!data?.viewer) return <EmptyState>{INTERNAL_ERROR}</EmptyState>;
  if (!data.viewer.canShare)
    return <Navigate replace to={paths.moduleForbidden.href(paths.shareMyFiles.title)} />;
  return (
    <Stack>
      <Link className={styles.cta} to={paths.shareInvite.href()}>
        Inviter une personne
      </Link>
      <SentInvitations viewer={data.viewer} />
      <SharedPeople viewer={data.viewer} />
    </Stack>
  );
}
