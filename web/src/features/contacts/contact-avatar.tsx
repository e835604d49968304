import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import assistant from './avatars/assistant.svg';
import femme from './avatars/femme.svg';
import homme from './avatars/homme.svg';
import styles from './contacts.module.css';

export const ContactAvatar_contact = graphql(`
  fragment ContactAvatar_contact on Contact {
    prenom
    nom
    avatar
    photoUrl
  }
`);

const DEFAULT_PICTURES = { Homme: homme, Femme: femme, Assistant: assistant } as const;

/** The contact's photo when the gateway says it may be shown, else the default picture it chose (spec 000 §2.3). */
export function ContactAvatar(props: {
  contact: FragmentType<typeof ContactAvatar_contact>;
  large?: boolean;
}) {
  const contact = getFragmentData(ContactAvatar_contact, props.contact);
  const src = contact.avatar === 'Photo' ? contact.photoUrl : DEFAULT_PICTURES[contact.avatar];
  return (
    <img
      className={props.large ? styles.photo : styles.avatar}
      src={src ?? femme}
      alt={`${contact.prenom} ${contact.nom}`}
      data-avatar={contact.avatar}
    />
  );
}
