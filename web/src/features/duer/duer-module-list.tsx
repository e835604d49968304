import { useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import { FormError } from '../../ui/actions.tsx';
import styles from './duer.module.css';
import { useSwitchDuerModuleValidationMutation } from './use-duer-changes.ts';

export const DuerModuleList_categorie = graphql(`
  fragment DuerModuleList_categorie on DuerCategorie {
    id
    legacyId
    modules {
      id
      legacyId
      nom
      estValide
      forcerValidation
    }
  }
`);

/**
 * Spec 002 §2 (Category screen): the unit's modules in order, valid or in progress, each with its force-validation
 * switch (the edit right only, §6).
 */
export function DuerModuleList(props: {
  categorie: FragmentType<typeof DuerModuleList_categorie>;
  idDuer: string;
  droitModifs: boolean;
}) {
  const categorie = getFragmentData(DuerModuleList_categorie, props.categorie);
  const [send, { loading }] = useSwitchDuerModuleValidationMutation();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ul className={styles.tiles}>
        {(categorie.modules ?? []).map((m) => (
          <li key={m.id} className={styles.moduleItem}>
            <Link
              to={paths.duerModule.href(props.idDuer, categorie.legacyId, m.legacyId)}
              className={`${styles.tile} ${styles.module}`}
            >
              {m.nom}
              <span className={styles.valid}>{m.estValide ? 'Validé' : 'En cours'}</span>
            </Link>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={m.forcerValidation}
                disabled={!props.droitModifs || loading}
                onChange={() =>
                  void send({ id: m.id }).then((errors) => setError(errors[0]?.message ?? null))
                }
              />
              Forcer la validation
            </label>
          </li>
        ))}
      </ul>
      {error ? <FormError>{error}</FormError> : null}
    </>
  );
}
