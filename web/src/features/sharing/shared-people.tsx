import { RIGHTS_CHANGED, REMOVE_ACCESS_QUESTION } from '@portal/schema/rules/sharing';
import { useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { useFlash } from '../../lib/flash.ts';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardNote } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { CategoryList } from './category-list.tsx';
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
  const flash = useFlash();
  const [withdraw, { loading }] = useWithdrawAccessMutation();
  const [withdrawing, setWithdrawing] = useState<{ guidPersonne: string; codeDossier: string } | null>(null);

  return (
    <Card title="Personnes ayant accès à mes dossiers">
      {people === null || people === undefined ? (
        <CardNote>{SHARED_PEOPLE_LOAD_FAILED}</CardNote>
      ) : people.length === 0 ? (
        <CardNote>{NO_SHARED_PERSON}</CardNote>
      ) : (
        <ul className={styles.list} aria-label="Personnes ayant accès à mes dossiers">
          {people.map((person) => (
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
                        setWithdrawing({ guidPersonne: person.guidPersonne, codeDossier: file.codeDossier })
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
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title="Retirer l'accès"
        question={REMOVE_ACCESS_QUESTION}
        yes="Oui, retirer"
        busy={loading}
        onNo={() => setWithdrawing(null)}
        onYes={() => {
          if (!withdrawing) return;
          void withdraw({ input: withdrawing }).then((errors) => {
            setWithdrawing(null);
            if (errors[0]) flash.show('error', errors[0].message);
            else flash.show('success', RIGHTS_CHANGED);
          });
        }}
      />
    </Card>
  );
}
