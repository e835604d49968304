import { RIGHTS_CHANGED, REMOVE_ACCESS_QUESTION } from '@portal/schema/rules/sharing';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { useConfirmedAction } from '../../ui/use-confirmed-action.ts';
import { CategoryList } from './category-list.tsx';
import { ListCard } from './list-card.tsx';
import styles from './sharing.module.css';
import { useWithdrawAccessMutation } from './use-sharing-mutations.ts';

export const SharedPeople_viewer = graphql(`
  fragment SharedPeople_viewer on Viewer {
    sharedWith {
      id
      guidPersonne
      personne
      emailPersonne
      dossiers {
        codeDossier
        raisonSociale
        nomRole
        categories {
          id
          libelle
        }
      }
    }
  }
`);

// Ours: the spec names the list, not these words.
export const NO_SHARED_PERSON = "Personne d'autre n'a accès à vos dossiers.";
export const SHARED_PEOPLE_LOAD_FAILED = 'Une erreur est survenue lors du chargement des accès partagés.';

/** Spec 000 §2.3: the people with access to my files, each with their rights to edit or withdraw. */
export function SharedPeople(props: { viewer: FragmentType<typeof SharedPeople_viewer> }) {
  const people = getFragmentData(SharedPeople_viewer, props.viewer).sharedWith;
  const [withdraw, { loading }] = useWithdrawAccessMutation();
  const withdrawal = useConfirmedAction(
    (input: { guidPersonne: string; codeDossier: string }) => withdraw({ input }),
    RIGHTS_CHANGED,
  );

  return (
    <ListCard
      title="Personnes ayant accès à mes dossiers"
      items={people}
      failure={SHARED_PEOPLE_LOAD_FAILED}
      empty={NO_SHARED_PERSON}
      renderItem={(person) => (
        <li key={person.id} className={styles.item} aria-label={person.personne}>
          <p className={styles.line}>
            <strong>{person.personne}</strong>
            {person.emailPersonne ? ` · ${person.emailPersonne}` : ''}
          </p>
          {person.dossiers.map((file) => (
            <div key={file.codeDossier} className={styles.sharedFile} aria-label={file.raisonSociale}>
              <p className={styles.line}>
                {file.raisonSociale} ({file.codeDossier}){file.nomRole ? ` · ${file.nomRole}` : ''}
              </p>
              <CategoryList categories={file.categories} />
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  disabled={loading}
                  onClick={() =>
                    withdrawal.ask({ guidPersonne: person.guidPersonne, codeDossier: file.codeDossier })
                  }
                >
                  Retirer l'accès
                </Button>
              </div>
            </div>
          ))}
          <div className={styles.actions}>
            <Link className={styles.linkButton} to={paths.shareEdit.href(person.guidPersonne)}>
              Modifier les droits
            </Link>
          </div>
        </li>
      )}
    >
      <ConfirmDialog
        {...withdrawal.dialog}
        title="Retirer l'accès"
        question={REMOVE_ACCESS_QUESTION}
        yes="Oui, retirer"
        busy={loading}
      />
    </ListCard>
  );
}
