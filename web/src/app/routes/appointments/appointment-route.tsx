import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { AppointmentDetails } from '../../../features/appointments/appointment-details.tsx';
import { CancelAppointmentButton } from '../../../features/appointments/cancel-appointment-button.tsx';
import { graphql } from '../../../gql/index.ts';
import { failedAt, useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { Actions } from '../../../ui/actions.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { loadingScreen, NotFound } from '../../../ui/loading-screen.tsx';

const AppointmentDetailQuery = graphql(`
  query AppointmentDetail($codeDossier: String, $legacyId: String!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        codeDossier
        appointment(legacyId: $legacyId) {
          id
          legacyId
          title
          editable
          ...AppointmentDetails_appointment
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, AppointmentDetailQuery, { legacyId: params.id ?? '' });
}

export const Component = loadingScreen(AppointmentDetail);

/** Spec 000 §2.3 (rdvsingle): the detail, with Modifier and Annuler while the appointment is to come. */
function AppointmentDetail() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { participants: LOAD_ERRORS.participants });
  const dossier = data?.viewer?.selectedDossier;
  const appointment = dossier?.appointment;
  const list = <Link to={paths.newsList.href(0)}>Retour à la liste</Link>;

  if (!dossier || !appointment)
    return <NotFound title="Rendez-vous" message="Rendez-vous introuvable" action={list} />;

  return (
    <Stack>
      <PageTitle>{appointment.title}</PageTitle>
      <AppointmentDetails appointment={appointment} participantsFailed={failedAt(error, 'participants')} />
      <Actions>
        {appointment.editable ? (
          <>
            <Link to={paths.appointmentEdit.href(appointment.legacyId)}>Modifier</Link>
            <CancelAppointmentButton id={appointment.id} />
          </>
        ) : null}
        {list}
      </Actions>
    </Stack>
  );
}
