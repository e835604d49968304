import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import tiles from '../../ui/tiles.module.css';
import styles from './documentation.module.css';

export const DocumentationCards_entry = graphql(`
  fragment DocumentationCards_entry on Documentation {
    id
    code
    title
    kind
    url
    estSiteInternet
    codeGed
    iconUrl
  }
`);

/**
 * Spec 001 §2 (documentations): a card per entry with its icon, opening its categories one level down, its
 * document library, or its address (an outside website in a new tab). A link the portal may not open is left out.
 */
export function DocumentationCards(props: {
  entries: readonly FragmentType<typeof DocumentationCards_entry>[];
  hrefOf: (code: string) => string;
}) {
  const entries = props.entries.map((e) => getFragmentData(DocumentationCards_entry, e));
  return (
    <ul className={tiles.grid} aria-label="Documentations">
      {entries.map((entry) => {
        const content: ReactNode = (
          <>
            <img className={styles.icon} src={entry.iconUrl} alt="" width={40} height={40} />
            {entry.title}
          </>
        );
        const className = `${tiles.tile} ${styles.card}`;
        if (entry.kind === 'categories')
          return (
            <li key={entry.id}>
              <Link to={props.hrefOf(entry.code)} className={className}>
                {content}
              </Link>
            </li>
          );
        if (entry.kind === 'library' && entry.codeGed)
          return (
            <li key={entry.id}>
              <Link to={paths.documentationLibrary.href(entry.codeGed)} className={className}>
                {content}
              </Link>
            </li>
          );
        if (!entry.url) return null;
        return (
          <li key={entry.id}>
            <a
              href={entry.url}
              className={className}
              {...(entry.estSiteInternet ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {content}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
