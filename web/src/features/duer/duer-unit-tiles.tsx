import { ANNEXES_TILE_ID, PAGES_TILE_ID } from '@portal/schema/rules/duer';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import { DuerElementActions } from './duer-element-actions.tsx';
import styles from './duer.module.css';

export const DuerUnitTiles_duer = graphql(`
  fragment DuerUnitTiles_duer on Duer {
    id
    legacyId
    categories {
      id
      legacyId
      nom
      estValide
      tailleTexte
    }
  }
`);

/** A tile that links to its screen (the category, Pages and Annexes screens). */
function Tile(props: { href: string; className: string | undefined; children: ReactNode }) {
  return (
    <Link to={props.href} className={`${styles.tile} ${props.className}`}>
      {props.children}
    </Link>
  );
}

/**
 * Spec 002 §2 (duer): the work units in order, their name sized by its length, then the fixed Pages (-1) and
 * Annexes (-2, order 9999) tiles.
 */
export function DuerUnitTiles(props: {
  duer: FragmentType<typeof DuerUnitTiles_duer>;
  /** Offers each unit's pen (droitCreation): the unit to rename. */
  onRename?: (unit: { id: string; nom: string }) => void;
}) {
  const duer = getFragmentData(DuerUnitTiles_duer, props.duer);
  return (
    <ul className={styles.tiles}>
      {(duer.categories ?? []).map((unit) => (
        <li key={unit.id}>
          <Tile href={paths.duerCategory.href(duer.legacyId, unit.legacyId)} className={styles.unit}>
            <span style={{ fontSize: unit.tailleTexte }}>{unit.nom}</span>
            <span className={styles.valid}>{unit.estValide ? 'Complet' : 'En cours'}</span>
          </Tile>
          {props.onRename ? (
            <DuerElementActions name={unit.nom} busy={false} onRename={() => props.onRename?.(unit)} />
          ) : null}
        </li>
      ))}
      <li key={PAGES_TILE_ID}>
        <Tile href={paths.duerPages.href(duer.legacyId)} className={styles.fixed}>
          Pages
        </Tile>
      </li>
      <li key={ANNEXES_TILE_ID}>
        <Tile href={paths.duerAnnexes.href(duer.legacyId)} className={styles.fixed}>
          Annexes
        </Tile>
      </li>
    </ul>
  );
}
