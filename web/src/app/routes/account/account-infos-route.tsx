import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { CommunicationForm } from '../../../features/account/communication-form.tsx';
import { ProfileCard } from '../../../features/account/profile-card.tsx';
import { graphql } from '../../../gql/index.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { INTERNAL_ERROR, LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { dataContext } from '../../../lib/router-context.ts';
import { CardNote } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { Stack } from '../../../ui/stack.tsx';

const AccountInfosQuery = graphql(`
  query AccountInfos {
    viewer {
      id
      user {
        id
        ...ProfileCard_user
      }
      communications {
        id
        ...CommunicationForm_communication
      }
      countries {
        id
        ...CommunicationForm_country
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(dataContext).preloadQuery(AccountInfosQuery, { errorPolicy: 'all' });
}

export const Component = loadingScreen(AccountInfos, paths.accountInfos.title);

/** 'Mes informations' (spec 000 §2.3): the profile, then one collapsible form per file. */
function AccountInfos() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { communications: LOAD_ERRORS.accountInfos });
  const viewer = data?.viewer;
  if (!viewer) return <EmptyState>{INTERNAL_ERROR}</EmptyState>;
  const { communications, countries } = viewer;
  return (
    <Stack>
      <ProfileCard user={viewer.user} />
      <h2>Coordonnées de mes dossiers</h2>
      {communications && countries ? (
        communications.length > 0 ? (
          communications.map((communication) => (
            <CommunicationForm key={communication.id} communication={communication} countries={countries} />
          ))
        ) : (
          <CardNote>Aucun dossier n'a de coordonnées à afficher.</CardNote>
        )
      ) : (
        <CardNote>{LOAD_ERRORS.accountInfos}</CardNote>
      )}
    </Stack>
  );
}
