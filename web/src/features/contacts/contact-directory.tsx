import { NO_CONTACTS } from '@portal/schema/rules/contacts';
import type { FragmentType } from '../../gql/index.ts';
import { Card, CardNote } from '../../ui/card.tsx';
import { ContactCard, type ContactCard_contact } from './contact-card.tsx';
import styles from './contacts.module.css';
import { SiteInfo, type SiteInfo_siteInfo } from './site-info.tsx';

interface ContactDirectoryProps {
  /** The signed-in person's first name, for the greeting. */
  prenom: string;
  siteInfo: FragmentType<typeof SiteInfo_siteInfo> | null | undefined;
  contacts: readonly (FragmentType<typeof ContactCard_contact> & { id: string })[] | null | undefined;
  /** The contacts could not be loaded: the card says so instead of claiming there are none. */
  failure: string | null;
}

/**
 * 'Vos interlocuteurs' (spec 000 §2.3): a greeting, the site, then the contacts. Also meant for the creators
 * programme's page of the same name.
 */
export function ContactDirectory({ prenom, siteInfo, contacts, failure }: ContactDirectoryProps) {
  return (
    <Card title="Vos interlocuteurs">
      <p>Bonjour {prenom},</p>
      {siteInfo ? <SiteInfo siteInfo={siteInfo} /> : null}
      {failure !== null ? (
        <CardNote>{failure}</CardNote>
      ) : contacts && contacts.length > 0 ? (
        <ul className={styles.grid}>
          {contacts.map((contact) => (
            <ContactCard key={contact.id} contact={contact} />
          ))}
        </ul>
      ) : (
        <CardNote>{NO_CONTACTS}</CardNote>
      )}
    </Card>
  );
}
