import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import { useCanOpen } from '../../lib/session.ts';
import { ContactAvatar } from './contact-avatar.tsx';
import { ContactLinks } from './contact-links.tsx';
import styles from './contacts.module.css';

export const ContactCard_contact = graphql(`
  fragment ContactCard_contact on Contact {
    id
    codeAgent
    prenom
    nom
    fonction
    nomAgence
    ...ContactAvatar_contact
    ...ContactLinks_contact
  }
`);

/** A contact of the directory: avatar, names, job, agency, phone and mail, 'Prendre RDV' when bookable. */
export function ContactCard(props: { contact: FragmentType<typeof ContactCard_contact> }) {
  const contact = getFragmentData(ContactCard_contact, props.contact);
  const canOpen = useCanOpen();
  const booking = paths.appointmentBooking.href(contact.codeAgent);
  return (
    <li className={styles.card}>
      <ContactAvatar contact={contact} />
      <div className={styles.body}>
        <Link className={styles.name} to={paths.contact.href(contact.codeAgent)}>
          {contact.prenom} {contact.nom}
        </Link>
        <span>{contact.fonction}</span>
        {contact.nomAgence ? <span className={styles.muted}>{contact.nomAgence}</span> : null}
        <ContactLinks contact={contact} />
        {canOpen(booking) ? <Link to={booking}>Prendre RDV</Link> : null}
      </div>
    </li>
  );
}
