import { byOrder, changedOrders, swapped, type Ordered } from '@portal/schema/rules/duer-order';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import { FormError } from '../../ui/actions.tsx';
import styles from './duer.module.css';
import { useSwitchDuerModuleValidationMutation } from './use-duer-changes.ts';
import { useSaveDuerModuleOrdresMutation } from './use-duer-groupe-changes.ts';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { DuerElementActions } from './duer-element-actions.tsx';

export const DuerModuleList_categorie = graphql(`
  fragment DuerModuleList_categorie on DuerCategorie {
    id
    legacyId
    modules {
      id
      legacyId
      nom
      ordre
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
  /** Each module's rename, delete and copy buttons, when the viewer may use them (droitCreation). */
  actions?: (module: { id: string; nom: string }) => ReactNode;
}) {
  const categorie = getFragmentData(DuerModuleList_categorie, props.categorie);
  const [send, { loading }] = useSwitchDuerModuleValidationMutation();
  const [saveOrders, { loading: saving }] = useSaveDuerModuleOrdresMutation();
  const [error, setError] = useState<string | null>(null);
  // The move mode's orders (§4): neighbours swap their order values; null outside the mode.
  const [moving, setMoving] = useState<Ordered[] | null>(null);
  const modules = categorie.modules ?? [];
  const loaded = modules.map((m) => ({ id: m.legacyId, ordre: m.ordre }));
  const byId = new Map(modules.map((m) => [m.legacyId, m]));
  const shown = byOrder(moving ?? loaded).flatMap((o) => byId.get(o.id) ?? []);

  async function stopMoving() {
    const ordres = changedOrders(moving ?? loaded, loaded).map((o) => ({ legacyId: o.id, ordre: o.ordre }));
    const errors =
      ordres.length > 0 ? await saveOrders({ input: { categorieId: categorie.id, ordres } }) : [];
    setError(errors[0]?.message ?? null);
    if (errors.length === 0) setMoving(null);
  }

  return (
    <>
      {props.droitModifs && modules.length > 1 ? (
        <Actions>
          {moving ? (
            <>
              <Button disabled={saving} onClick={() => void stopMoving()}>
                Valider l'ordre
              </Button>
              <Button variant="secondary" onClick={() => setMoving(null)}>
                Annuler
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setMoving(loaded)}>
              Déplacer les modules
            </Button>
          )}
        </Actions>
      ) : null}
      <ul className={styles.tiles}>
        {shown.map((m, n) => (
          <li key={m.id} className={styles.moduleItem}>
            {moving ? (
              <DuerElementActions
                name={m.nom}
                busy={saving}
                onUp={n > 0 ? () => setMoving(swapped(moving, m.legacyId, -1)) : null}
                onDown={n < shown.length - 1 ? () => setMoving(swapped(moving, m.legacyId, 1)) : null}
                labels={{ up: 'Déplacer à gauche', down: 'Déplacer à droite' }}
              />
            ) : null}
            <Link
              to={paths.duerModule.href(props.idDuer, categorie.legacyId, m.legacyId)}
              className={`${styles.tile} ${styles.module}`}
            >
              {m.nom}
              <span className={styles.valid}>{m.estValide ? 'Validé' : 'En cours'}</span>
            </Link>
            {!moving && props.actions ? props.actions(m) : null}
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
