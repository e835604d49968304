import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { EventAnswer } from '../../../features/events/event-answer.tsx';
import { EventDetails } from '../../../features/events/event-details.tsx';
import { graphql } from '../../../gql/index.ts';
import { failedAt, useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { loadingScreen, NotFound } from '../../../ui/loading-screen.tsx';

const EventDetailQuery = graphql(`
  query EventDetail($codeDossier: String, $legacyId: String!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        codeDossier
        respondent {
          id
          ...EventAnswer_respondent
        }
        event(legacyId: $legacyId) {
          id
          title
          typeLibelle
          ...EventDetails_event
          ...EventAnswer_event
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, EventDetailQuery, { legacyId: params.id ?? '' });
}

export const Component = loadingScreen(EventDetail);

/** Spec 000 §2.3 (eventsingle): the event's detail, then the file's answer when the event takes one. */
function EventDetail() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const viewer = data?.viewer;
  const dossier = viewer?.selectedDossier;
  const event = dossier?.event;
  // The event itself failed, not one of its parts (whose errors lie under its field too).
  const eventFailed = !event && failedAt(error, 'event');
  useLoadErrorsFlash(error, {
    ...(eventFailed && { event: LOAD_ERRORS.eventInvitation }),
    subscriptions: LOAD_ERRORS.participants,
    linkedEvents: LOAD_ERRORS.linkedEvents,
  });
  const list = <Link to={paths.newsList.href(1)}>Retour à la liste</Link>;
  if (!viewer || !dossier || !event) {
    const message = eventFailed ? LOAD_ERRORS.eventInvitation : 'Événement introuvable';
    return <NotFound title="Événement" message={message} action={list} />;
  }

  return (
    <Stack>
      <PageTitle subtitle={event.typeLibelle ?? undefined}>{event.title}</PageTitle>
      <EventDetails
        event={event}
        failed={{
          subscriptions: failedAt(error, 'subscriptions'),
          linkedEvents: failedAt(error, 'linkedEvents'),
        }}
      />
      <EventAnswer event={event} respondent={dossier.respondent} />
      <p>{list}</p>
    </Stack>
  );
}
