import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import styles from './contacts.module.css';

export const ContactLinks_contact = graphql(`
  fragment ContactLinks_contact on Contact {
    telephone
    mail
  }
`);

/** The contact's phone (tel:) and mail (mailto:) links, each only if the legacy has it. */
export function ContactLinks(props: { contact: FragmentType<typeof ContactLinks_contact> }) {
  const contact = getFragmentData(ContactLinks_contact, props.contact);
  return (
    <>
      {contact.telephone ? <a href={`tel:${contact.telephone}`}>{contact.telephone}</a> : null}
      {contact.mail ? (
        <a className={styles.mail} href={`mailto:${contact.mail}`}>
          {contact.mail}
        </a>
      ) : null}
    </>
  );
}
