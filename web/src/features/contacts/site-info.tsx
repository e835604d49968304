import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import styles from './contacts.module.css';

export const SiteInfo_siteInfo = graphql(`
  fragment SiteInfo_siteInfo on SiteInfo {
    adresseL1
    adresseL2
    telephone
    mailPilote
  }
`);

/** The file's site: two address lines, phone and pilot's mail, each only if present (spec 000 §2.3). */
export function SiteInfo(props: { siteInfo: FragmentType<typeof SiteInfo_siteInfo> }) {
  const site = getFragmentData(SiteInfo_siteInfo, props.siteInfo);
  return (
    <address className={styles.site}>
      {site.adresseL1 ? <span>{site.adresseL1}</span> : null}
      {site.adresseL2 ? <span>{site.adresseL2}</span> : null}
      {site.telephone ? <a href={`tel:${site.telephone}`}>{site.telephone}</a> : null}
      {site.mailPilote ? (
        <a className={styles.mail} href={`mailto:${site.mailPilote}`}>
          {site.mailPilote}
        </a>
      ) : null}
    </address>
  );
}
