import { ACCESS_REMOVED, REMOVE_ACCESS_QUESTION } from '@portal/schema/rules/sharing';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { useFlash } from '../../lib/flash.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardNote } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { CategoryList } from './category-list.tsx';
import styles from './sharing.module.css';
import { useRemoveDossierAccessMutation } from './use-access-mutations.ts';

export const AcquiredAccesses_viewer = graphql(`
  fragment AcquiredAccesses_viewer on Viewer {
    acquiredAccesses {
      id
      codeDossier
      raisonSociale
      nomRole
      categories {
        id
        libelle
      }
    }
  }
`);

// Ours: the spec names the list, not these words.
export const NO_ACQUIRED_ACCESS = "Aucun dossier n'est partagé avec vous.";
export const ACCESSES_LOAD_FAILED = 'Une erreur est survenue lors du chargement de vos accès.';

/** Spec 000 §2.3 'Mes accès': the files shared with me (idRole not 1) and what each opens; each removable. */
export function AcquiredAccesses(props: { viewer: FragmentType<typeof AcquiredAccesses_viewer> }) {
  const accesses = getFragmentData(AcquiredAccesses_viewer, props.viewer).acquiredAccesses;
  const flash = useFlash();
  const [remove, { loading }] = useRemoveDossierAccessMutation();
  const [removing, setRemoving] = useState<string | null>(null);

  return (
    <Card title="Dossiers partagés avec moi">
      {accesses === null || accesses === undefined ? (
        <CardNote>{ACCESSES_LOAD_FAILED}</CardNote>
      ) : accesses.length === 0 ? (
        <CardNote>{NO_ACQUIRED_ACCESS}</CardNote>
      ) : (
        <ul className={styles.list} aria-label="Dossiers partagés avec moi">
          {accesses.map((access) => (
            <li key={access.id} className={styles.item} aria-label={access.raisonSociale}>
              <p className={styles.line}>
                <strong>{access.raisonSociale}</strong> ({access.codeDossier})
                {access.nomRole ? ` · ${access.nomRole}` : ''}
              </p>
              <CategoryList categories={access.categories} />
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  disabled={loading}
                  onClick={() => setRemoving(access.codeDossier)}
                >
                  Retirer mon accès
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Retirer mon accès"
        question={REMOVE_ACCESS_QUESTION}
        yes="Oui, retirer"
        busy={loading}
        onNo={() => setRemoving(null)}
        onYes={() =>
          void remove({ codeDossier: removing ?? '' }).then((errors) => {
            setRemoving(null);
            if (errors[0]) flash.show('error', errors[0].message);
            else flash.show('success', ACCESS_REMOVED);
          })
        }
      />
    </Card>
  );
}
