import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { formatNumber } from '../../lib/format.ts';
import styles from './crop-rotation.module.css';

export const AssolementLines_line = graphql(`
  fragment AssolementLines_line on AssolementCulture {
    id
    libellePerso
    surface
    rendement
    estDerobee
    culture {
      id
      intitule
    }
  }
`);

/** Spec 001 §2: surface in hectares and yield in t/ha, with one decimal. */
export const hectares = (surface: number): string => formatNumber(surface, 1, 'ha');
const yieldOf = (rendement: number | null): string =>
  rendement === null ? 'Non renseigné' : formatNumber(rendement, 1, 't/ha');

interface Props {
  lines: readonly FragmentType<typeof AssolementLines_line>[];
  /** The line's edit address; null when the year is read-only (no edit, no delete). */
  editHref: ((id: string) => string) | null;
  onDelete: (id: string, name: string) => void;
}

/** The year's crop lines: a table on large screens, cards on phones (spec 001 §2). */
export function AssolementLines({ lines: masked, editHref, onDelete }: Props) {
  const lines = masked.map((line) => getFragmentData(AssolementLines_line, line));
  const nameOf = (line: (typeof lines)[number]) => line.libellePerso ?? line.culture.intitule;
  const actions = (line: (typeof lines)[number]) =>
    editHref ? (
      <span className={styles.actions}>
        <Link to={editHref(line.id)} aria-label={`Modifier ${nameOf(line)}`}>
          Modifier
        </Link>
        <button
          type="button"
          className={styles.linkButton}
          aria-label={`Supprimer ${nameOf(line)}`}
          onClick={() => onDelete(line.id, nameOf(line))}
        >
          Supprimer
        </button>
      </span>
    ) : null;
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Culture</th>
            <th scope="col">Libellé personnalisé</th>
            <th scope="col" className={styles.number}>
              Surface
            </th>
            <th scope="col" className={styles.number}>
              Rendement
            </th>
            <th scope="col">Dérobée</th>
            {editHref ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.culture.intitule}</th>
              <td>{line.libellePerso ?? ''}</td>
              <td className={styles.number}>{hectares(line.surface)}</td>
              <td className={styles.number}>{yieldOf(line.rendement)}</td>
              <td>{line.estDerobee ? 'Oui' : 'Non'}</td>
              {editHref ? <td>{actions(line)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.cards} aria-label="Cultures">
        {lines.map((line) => (
          <li key={line.id} className={styles.card}>
            <p className={styles.cardTitle}>
              {nameOf(line)}
              {line.estDerobee ? <span className={styles.badge}>Dérobée</span> : null}
            </p>
            {line.libellePerso ? <p className={styles.muted}>{line.culture.intitule}</p> : null}
            <dl className={styles.figures}>
              <div>
                <dt>Surface</dt>
                <dd>{hectares(line.surface)}</dd>
              </div>
              <div>
                <dt>Rendement</dt>
                <dd>{yieldOf(line.rendement)}</dd>
              </div>
            </dl>
            {actions(line)}
          </li>
        ))}
      </ul>
    </>
  );
}
