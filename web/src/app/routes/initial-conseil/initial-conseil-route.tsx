import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { ELEARNINGS_LOAD_FAILED } from '@portal/schema/rules/tutorials';
import { Navigate, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { ContactDirectory } from '../../../features/contacts/contact-directory.tsx';
import { ElearningCards } from '../../../features/initial-conseil/elearning-cards.tsx';
import { PROGRAMME_PAGES } from '../../../features/initial-conseil/programme-pages.tsx';
import { graphql } from '../../../gql/index.ts';
import type { InitialConseilContactsQuery, InitialConseilElearningsQuery } from '../../../gql/graphql.ts';
import { failedAt, useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

const InitialConseilElearningsQuery = graphql(`
  query InitialConseilElearnings {
    viewer {
      id
      elearnings {
        id
        ...ElearningCards_elearning
      }
    }
  }
`);

const InitialConseilContactsQuery = graphql(`
  query InitialConseilContacts {
    viewer {
      id
      user {
        id
        prenom
      }
      oicSiteInfo {
        ...SiteInfo_siteInfo
      }
      oicContacts {
        id
        ...ContactCard_contact
      }
    }
  }
`);

// Only the two pages that read the legacy have a query: the others are the programme's own texts.
export function loader({ context, params }: LoaderFunctionArgs) {
  if (params.page === 'e-learnings') return preloadScreenQuery(context, InitialConseilElearningsQuery, {});
  if (params.page === 'interlocuteurs') return preloadScreenQuery(context, InitialConseilContactsQuery, {});
  return null;
}

export const Component = loadingScreen(InitialConseil);

/**
 * Spec 001 §2 (creators programme), /initial-conseil/:page: presentation, engagements, soiree-createurs, profil,
 * outils, e-learnings, interlocuteurs; any other page goes home. The module guard sends a person without 'oic'
 * to module-interdit before this is drawn.
 */
function InitialConseil() {
  const { page = '' } = useParams();
  const queryRef = useLoaderData<ReturnType<typeof loader>>();
  if (page === 'e-learnings' && queryRef)
    return <Elearnings queryRef={queryRef as QueryRef<InitialConseilElearningsQuery>} />;
  if (page === 'interlocuteurs' && queryRef)
    return <Interlocutors queryRef={queryRef as QueryRef<InitialConseilContactsQuery>} />;
  const known = Object.hasOwn(PROGRAMME_PAGES, page) ? PROGRAMME_PAGES[page] : undefined;
  if (!known) return <Navigate to={paths.home.href()} replace />;
  return (
    <Stack>
      <PageTitle>{known.title}</PageTitle>
      {known.content()}
    </Stack>
  );
}

function Elearnings({ queryRef }: { queryRef: QueryRef<InitialConseilElearningsQuery> }) {
  const { data, error } = useReadQuery(queryRef);
  useLoadErrorsFlash(error, { elearnings: ELEARNINGS_LOAD_FAILED });
  const elearnings = data?.viewer?.elearnings;
  return (
    <Stack>
      <PageTitle>E-learnings</PageTitle>
      {elearnings ? (
        <ElearningCards elearnings={elearnings} />
      ) : (
        <EmptyState>{ELEARNINGS_LOAD_FAILED}</EmptyState>
      )}
    </Stack>
  );
}

function Interlocutors({ queryRef }: { queryRef: QueryRef<InitialConseilContactsQuery> }) {
  const { data, error } = useReadQuery(queryRef);
  useLoadErrorsFlash(error, { oicContacts: LOAD_ERRORS.contacts });
  const viewer = data?.viewer;
  const failed = failedAt(error, 'oicContacts') || (viewer != null && viewer.oicContacts === null);
  return (
    <Stack>
      <PageTitle>Interlocuteurs</PageTitle>
      <ContactDirectory
        prenom={viewer?.user.prenom ?? ''}
        siteInfo={viewer?.oicSiteInfo}
        contacts={viewer?.oicContacts}
        failure={failed ? LOAD_ERRORS.contacts : null}
      />
    </Stack>
  );
}
