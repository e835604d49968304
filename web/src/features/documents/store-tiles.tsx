import { STORE_UNAVAILABLE } from '@portal/schema/rules/documents';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import tiles from '../../ui/tiles.module.css';
import styles from './documents.module.css';

export const StoreTiles_node = graphql(`
  fragment StoreTiles_node on StoreNode {
    id
    nodes {
      id
      legacyId
      title
      color
      unavailable
    }
  }
`);

/**
 * Spec 001 §2: the category tiles of a node; a node down for maintenance is greyed, 'GED indisponible'.
 * `children` are tiles of the screen's own (the root's 'Envoyer des documents'), after the categories.
 */
export function StoreTiles(props: {
  node: FragmentType<typeof StoreTiles_node>;
  hrefOf: (legacyId: string) => string;
  children?: ReactNode;
}) {
  const { nodes } = getFragmentData(StoreTiles_node, props.node);
  if (nodes.length === 0 && !props.children) return null;
  return (
    <ul className={tiles.grid} aria-label="Catégories">
      {nodes.map((child) => (
        <li key={child.id}>
          {child.unavailable ? (
            <span
              className={`${tiles.tile} ${styles.tile} ${styles.down}`}
              style={{ '--tile-colour': child.color ?? undefined } as React.CSSProperties}
              aria-disabled="true"
            >
              <span>
                {child.title}
                <span className={styles.downText}>{STORE_UNAVAILABLE}</span>
              </span>
            </span>
          ) : (
            <Link
              to={props.hrefOf(child.legacyId)}
              className={`${tiles.tile} ${styles.tile}`}
              style={{ '--tile-colour': child.color ?? undefined } as React.CSSProperties}
            >
              {child.title}
            </Link>
          )}
        </li>
      ))}
      {props.children}
    </ul>
  );
}
