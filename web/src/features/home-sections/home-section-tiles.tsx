import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { useCanOpen } from '../../lib/session.ts';
import { UrlLink } from '../../ui/url-link.tsx';
import styles from './home-section-tiles.module.css';

export const HomeSectionTiles_section = graphql(`
  fragment HomeSectionTiles_section on HomeSection {
    id
    title
    subtitle
    url
    estPrioritaire
    imageUrl
  }
`);

/**
 * The highlighted tiles of the home page, priority ones first; each opens its url. A tile whose screen the
 * selected file cannot open (unknown, or its modules not held) is left out: it would only bounce away.
 */
export function HomeSectionTiles(props: {
  sections: readonly FragmentType<typeof HomeSectionTiles_section>[];
}) {
  const canOpen = useCanOpen();
  const sections = getFragmentData(HomeSectionTiles_section, props.sections).filter((s) => canOpen(s.url));
  if (sections.length === 0) return null;
  // A stable sort keeps the legacy order within the priority tiles and within the others.
  const ordered = [...sections].sort((a, b) => Number(b.estPrioritaire) - Number(a.estPrioritaire));
  return (
    <ul className={styles.tiles} aria-label="À la une">
      {ordered.map((section) => (
        <li key={section.id} className={styles.tile}>
          <UrlLink url={section.url} className={styles.tileLink}>
            <img className={styles.tileImage} src={section.imageUrl} alt="" loading="lazy" />
            <span className={styles.tileTitle}>{section.title}</span>
            {section.subtitle ? <span className={styles.tileSubtitle}>{section.subtitle}</span> : null}
          </UrlLink>
        </li>
      ))}
    </ul>
  );
}
