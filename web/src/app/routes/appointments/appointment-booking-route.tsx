import { Navigate, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { AppointmentBookingForm } from '../../../features/appointments/appointment-booking-form.tsx';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';

const AppointmentBookingQuery = graphql(`
  query AppointmentBooking($codeDossier: String) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        codeDossier
        respondent {
          id
          ...AppointmentBookingForm_respondent
        }
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, AppointmentBookingQuery, {});
}

export const Component = loadingScreen(AppointmentBooking, 'Prendre rendez-vous');

function AppointmentBooking() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const { id: codeAgent = '' } = useParams();
  const viewer = data?.viewer;
  const dossier = viewer?.selectedDossier;
  if (!viewer || !dossier) return <Navigate to={paths.home.href()} replace />;
  return (
    <AppointmentBookingForm
      codeDossier={dossier.codeDossier}
      codeAgent={codeAgent}
      respondent={dossier.respondent}
    />
  );
}
