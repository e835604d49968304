import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { AppointmentEditForm } from '../../../features/appointments/appointment-edit-form.tsx';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';

const AppointmentEditQuery = graphql(`
  query AppointmentEdit($codeDossier: String, $legacyId: String!) {
    viewer {
      id
      user {
        id
        ...AppointmentEditForm_user
      }
      selectedDossier(codeDossier: $codeDossier) {
        id
        codeDossier
        appointment(legacyId: $legacyId) {
          id
          legacyId
          editable
          ...AppointmentEditForm_appointment
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, AppointmentEditQuery, { legacyId: params.id ?? '' });
}

export const Component = loadingScreen(AppointmentEdit, 'Modifier le rendez-vous');

function AppointmentEdit() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const viewer = data?.viewer;
  const dossier = viewer?.selectedDossier;
  const appointment = dossier?.appointment;
  // Spec 000 §2.3: without the appointment the edit goes back to the list, and a past one to its detail.
  if (!viewer || !dossier || !appointment) return <Navigate to={paths.newsList.href(0)} replace />;
  if (!appointment.editable) return <Navigate to={paths.appointment.href(appointment.legacyId)} replace />;
  return <AppointmentEditForm appointment={appointment} user={viewer.user} />;
}
