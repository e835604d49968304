import {
  NO_ROLE,
  personRightsInput,
  RIGHTS_CHANGED,
  type FileChoice,
  type SharingRole,
} from '@portal/schema/rules/sharing';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { withArrivalFlash } from '../../lib/use-arrival-flash.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { useDraftedState } from '../../offline/use-form-draft.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { FileRightsEditor, rulesTree, type CategoryNode } from './file-rights-editor.tsx';
import styles from './sharing.module.css';
import { useSetPersonRightsMutation } from './use-sharing-mutations.ts';

interface Props {
  files: readonly { codeDossier: string; raisonSociale: string }[];
  roles: readonly SharingRole[];
  tree: readonly CategoryNode[];
  person: {
    guidPersonne: string;
    personne: string;
    dossiers: readonly { codeDossier: string; idRole: number; categories: readonly { id: string }[] }[];
  };
}

/**
 * Spec 000 §2.3 partagerDroitsEdit: one person's rights on each of my files; unchecked files are withdrawn
 * ('remove'), checked ones set ('update').
 */
export function PersonRightsForm({ files, roles, tree, person }: Props) {
  const navigate = useNavigate();
  const rules = useMemo(() => rulesTree(tree), [tree]);
  // Issue 23: rights changed where the link drops stay on this device until saved.
  const {
    value: { choices },
    setValue,
    draft,
  } = useDraftedState(`droits:${person.guidPersonne}`, () => ({
    choices: files.map((f): FileChoice => {
      const access = person.dossiers.find((d) => d.codeDossier === f.codeDossier);
      return access
        ? {
            codeDossier: f.codeDossier,
            checked: true,
            idRole: access.idRole,
            categories: access.categories.map((c) => c.id),
          }
        : { codeDossier: f.codeDossier, checked: false, idRole: NO_ROLE, categories: [] };
    }),
  }));
  const [refusal, setRefusal] = useState<string | undefined>();
  const [save, { loading }] = useSetPersonRightsMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = personRightsInput.safeParse({ dossiers: choices });
    if (!parsed.success) return setRefusal(parsed.error.issues[0]?.message);
    const errors = draft.settle(
      await save({
        input: {
          guidPersonne: person.guidPersonne,
          dossiers: choices.map((c) => ({ ...c, categories: [...c.categories] })),
        },
      }),
    );
    if (errors[0]) return setRefusal(errors[0].message);
    await navigate(paths.shareMyFiles.href(), withArrivalFlash('success', RIGHTS_CHANGED));
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.line}>
        Droits de <strong>{person.personne}</strong>
      </p>
      <FileRightsEditor
        files={files}
        choices={choices}
        onChange={(next) => setValue({ choices: next })}
        roles={roles}
        tree={rules}
      />
      <FormAlert message={refusal} />
      <div className={styles.actions}>
        <SendButton busy={loading} kept>
          Enregistrer les droits
        </SendButton>
      </div>
    </form>
  );
}
