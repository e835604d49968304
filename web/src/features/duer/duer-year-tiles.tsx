import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import styles from './duer.module.css';

export const DuerYearTiles_duer = graphql(`
  fragment DuerYearTiles_duer on Duer {
    id
    legacyId
    annee
    estFini
    couleur
  }
`);

/**
 * Spec 002 §2 (DUER index): a tile per year in its palette colour, and the '+' tile (`onCreate`) when the viewer
 * may create one.
 */
export function DuerYearTiles(props: {
  duers: readonly FragmentType<typeof DuerYearTiles_duer>[];
  onCreate: (() => void) | null;
}) {
  const duers = props.duers.map((d) => getFragmentData(DuerYearTiles_duer, d));
  return (
    <ul className={styles.tiles}>
      {duers.map((duer) => (
        <li key={duer.id}>
          <Link
            to={paths.duerHome.href(duer.legacyId)}
            className={`${styles.tile} ${styles.year}`}
            style={{ '--tile-colour': duer.couleur } as CSSProperties}
          >
            {duer.annee}
            <span className={styles.state}>{duer.estFini ? 'Terminé' : 'En cours'}</span>
          </Link>
        </li>
      ))}
      {props.onCreate ? (
        <li>
          <button type="button" className={`${styles.tile} ${styles.add}`} onClick={props.onCreate}>
            <span aria-hidden="true">+</span>
            <span className="visually-hidden">Créer un DUER</span>
          </button>
        </li>
      ) : null}
    </ul>
  );
}
