import { CONTACT_UNAVAILABLE } from '@portal/schema/rules/contacts';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { ContactAvatar } from '../../../features/contacts/contact-avatar.tsx';
import { ContactLinks } from '../../../features/contacts/contact-links.tsx';
import { ContactMission } from '../../../features/contacts/contact-mission.tsx';
import { graphql } from '../../../gql/index.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen, NotFound } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

const ContactDetailQuery = graphql(`
  query ContactDetail($codeDossier: String, $codeAgent: String!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        contact(codeAgent: $codeAgent) {
          id
          fonction
          mission
          ...ContactAvatar_contact
          ...ContactLinks_contact
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, ContactDetailQuery, { codeAgent: params.id ?? '' });
}

export const Component = loadingScreen(ContactDetail);

/** Spec 000 §2.3 (contact): the contact's function as the title, photo, phone, mail, mission. */
function ContactDetail() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { contact: LOAD_ERRORS.contact });
  const contact = data?.viewer?.selectedDossier?.contact;
  const back = <Link to={paths.contacts.href()}>Retour aux contacts</Link>;
  if (!contact) return <NotFound title="Contact" message={CONTACT_UNAVAILABLE} action={back} />;
  return (
    <Stack>
      <PageTitle>{contact.fonction}</PageTitle>
      <ContactAvatar contact={contact} large />
      <ContactLinks contact={contact} />
      {contact.mission ? <ContactMission html={contact.mission} /> : null}
      <p>{back}</p>
    </Stack>
  );
}
