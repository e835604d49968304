import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { NextAppointmentCard } from '../../../features/appointments/next-appointment-card.tsx';
import { ContactDirectory } from '../../../features/contacts/contact-directory.tsx';
import { graphql } from '../../../gql/index.ts';
import { failedAt, useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { Stack } from '../../../ui/stack.tsx';

const ContactsQuery = graphql(`
  query Contacts($codeDossier: String) {
    viewer {
      id
      user {
        id
        prenom
      }
      selectedDossier(codeDossier: $codeDossier) {
        id
        showsNextAppointment
        nextAppointment {
          id
          ...NextAppointmentCard_appointment
        }
        siteInfo {
          ...SiteInfo_siteInfo
        }
        contacts {
          id
          ...ContactCard_contact
        }
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, ContactsQuery, {});
}

export const Component = loadingScreen(Contacts, 'Mes contacts');

/** Spec 000 §2.3 (contacts): the next appointment, then 'Vos interlocuteurs'. */
function Contacts() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, {
    nextAppointment: LOAD_ERRORS.appointments,
    contacts: LOAD_ERRORS.contacts,
  });
  const viewer = data?.viewer;
  const dossier = viewer?.selectedDossier;
  const contactsFailed = failedAt(error, 'contacts') || (dossier != null && dossier.contacts === null);
  return (
    <Stack>
      {dossier?.showsNextAppointment ? (
        <NextAppointmentCard
          appointment={dossier.nextAppointment}
          failed={failedAt(error, 'nextAppointment')}
        />
      ) : null}
      <ContactDirectory
        prenom={viewer?.user.prenom ?? ''}
        siteInfo={dossier?.siteInfo}
        contacts={dossier?.contacts}
        failure={contactsFailed ? LOAD_ERRORS.contacts : null}
      />
    </Stack>
  );
}
