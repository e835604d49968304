import {
  COVER_PAGE_FAILED,
  COVER_PAGE_FIELDS,
  coverPageIssues,
  MANAGERS_TITLE,
  prefilledCoverPage,
  type CoverPage,
} from '@portal/schema/rules/duer-general-info';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { DuerTextForm } from './duer-text-form.tsx';
import styles from './duer-text-form.module.css';
import { useSavePageDeGarde } from './use-duer-form-mutations.ts';

export const DuerCoverPageForm_duer = graphql(`
  fragment DuerCoverPageForm_duer on Duer {
    id
    droitModifs
    pageDeGarde {
      champ1
      champ2
      champ3
      champ4
      ingenieurConseil
      dateMiseAJour
      gerants
      ingenieurConseilParDefaut
    }
  }
`);

const GROUPS = [{ titre: null, champs: COVER_PAGE_FIELDS }];

/**
 * Spec 002 §2 (Page de garde): the file's managers, read only, then the four lines, the writer and the date. An
 * empty writer takes the file's default adviser, unsaved until saved (§4).
 */
export function DuerCoverPageForm(props: { duer: FragmentType<typeof DuerCoverPageForm_duer> }) {
  const duer = getFragmentData(DuerCoverPageForm_duer, props.duer);
  const [save] = useSavePageDeGarde();
  const stored = duer.pageDeGarde;
  if (!stored) return <FormAlert message={COVER_PAGE_FAILED} />;
  const { gerants, ingenieurConseilParDefaut } = stored;
  return (
    <DuerTextForm
      name={`duer-page-de-garde:${duer.id}`}
      groups={GROUPS}
      stored={stored}
      prefill={(saved) => prefilledCoverPage(saved as CoverPage, ingenieurConseilParDefaut ?? null)}
      editable={duer.droitModifs}
      issues={coverPageIssues}
      save={(values) => save({ input: { duerId: duer.id, ...(values as CoverPage) } })}
    >
      <section aria-labelledby="gerants-du-dossier">
        <h2 id="gerants-du-dossier">{MANAGERS_TITLE}</h2>
        {gerants.length > 0 ? (
          <ul className={styles.managers}>
            {gerants.map((nom) => (
              <li key={nom}>{nom}</li>
            ))}
          </ul>
        ) : (
          <p>Aucun gérant</p>
        )}
      </section>
    </DuerTextForm>
  );
}
