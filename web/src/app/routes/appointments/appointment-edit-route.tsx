import { Suspense } from 'react';
import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { AppointmentEditForm } from '../../../features/appointments/appointment-edit-form.tsx';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { screenData } from '../../../lib/router-context.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Spinner } from '../../../ui/spinner.tsx';

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
  const { preloadQuery, codeDossier } = screenData(context);
  return preloadQuery(AppointmentEditQuery, {
    variables: { codeDossier, legacyId: params.id ?? '' },
    errorPolicy: 'all',
  });
}

export function Component() {
  return (
    <>
      <PageTitle>Modifier le rendez-vous</PageTitle>
      <Suspense fallback={<Spinner />}>
        <AppointmentEdit />
      </Suspense>
    </>
  );
}

function AppointmentEdit() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const viewer = data?.viewer;
  const dossier = viewer?.selectedDossier;
  const appointment = dossier?.appointment;
  // Spec 000 §2.3: without the appointment the edit goes back to the list, and a past one to its detail.
  if (!viewer || !dossier || !appointment) return <Navigate to={paths.newsList.href(0)} replace />;
  if (!appointment.editable) return <Navigate to={paths.appointment.href(appointment.legacyId)} replace />;
  return (
    <AppointmentEditForm codeDossier={dossier.codeDossier} appointment={appointment} user={viewer.user} />
  );
}
