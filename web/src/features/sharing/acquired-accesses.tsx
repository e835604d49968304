import { ACCESS_REMOVED, REMOVE_ACCESS_QUESTION } from '@portal/schema/rules/sharing';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { useConfirmedAction } from '../../ui/use-confirmed-action.ts';
import { CategoryList } from './category-list.tsx';
import { ListCard } from './list-card.tsx';
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
  const [remove, { loading }] = useRemoveDossierAccessMutation();
  const removal = useConfirmedAction((codeDossier: string) => remove({ codeDossier }), ACCESS_REMOVED);

  return (
    <ListCard
      title="Dossiers partagés avec moi"
      items={accesses}
      failure={ACCESSES_LOAD_FAILED}
      empty={NO_ACQUIRED_ACCESS}
      renderItem={(access) => (
        <li key={access.id} className={styles.item} aria-label={access.raisonSociale}>
          <p className={styles.line}>
            <strong>{access.raisonSociale}</strong> ({access.codeDossier})
            {access.nomRole ? ` · ${access.nomRole}` : ''}
          </p>
          <CategoryList categories={access.categories} />
          <div className={styles.actions}>
            <Button variant="secondary" disabled={loading} onClick={() => removal.ask(access.codeDossier)}>
              Retirer mon accès
            </Button>
          </div>
        </li>
      )}
    >
      <ConfirmDialog
        {...removal.dialog}
        title="Retirer mon accès"
        question={REMOVE_ACCESS_QUESTION}
        yes="Oui, retirer"
        busy={loading}
      />
    </ListCard>
  );
}
