import { LABEL_MAX } from '@portal/schema/rules/duer';
import { newPageIssue } from '@portal/schema/rules/duer-pages';
import { useState, type FormEvent } from 'react';
import { SendButton } from '../../offline/send-button.tsx';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { SelectField, TextField } from '../../ui/text-field.tsx';
import { DocumentFileField } from './document-file-field.tsx';
import styles from './duer-pages.module.css';
import { useAddDuerPageMutation } from './use-duer-pages-mutations.ts';

type Mode = 'nouvelle' | 'existante';

/**
 * Spec 002 §2 (Pages, 'Ajouter une page'): 'Créer une page' (label up to 128 characters and its file) or
 * 'Ajouter une page existante' (a base page the DUER does not use, offered only if one exists). A page removed
 * on the screen but not saved yet comes back without a call.
 */
export function DuerPageAddForm(props: {
  duerId: string;
  existing: readonly { id: string; nom: string }[];
  takenNames: readonly string[];
  beforeUpload: () => Promise<boolean>;
  onRestore: (basePageId: string) => boolean;
  onDone: () => void;
}) {
  const [mode, setMode] = useState<Mode>('nouvelle');
  const [nom, setNom] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [basePageId, setBasePageId] = useState(props.existing[0]?.id ?? '');
  const [error, setError] = useState<string>();
  const [add, { loading }] = useAddDuerPageMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'existante') {
      if (props.onRestore(basePageId)) return props.onDone();
    } else {
      const issue = newPageIssue(nom, file?.name ?? null, props.takenNames);
      if (issue) return setError(issue);
    }
    if (!(await props.beforeUpload())) return;
    const input =
      mode === 'existante'
        ? { duerId: props.duerId, basePageId }
        : { duerId: props.duerId, nom, fichier: file };
    const errors = await add(input);
    if (errors[0]) return setError(errors[0].message);
    props.onDone();
  }

  const choice = (value: Mode, label: string) => (
    <label className={styles.choice}>
      <input type="radio" name="mode" checked={mode === value} onChange={() => setMode(value)} />
      {label}
    </label>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.modes}>
        <legend>Que voulez-vous faire ?</legend>
        {choice('nouvelle', 'Créer une page')}
        {props.existing.length > 0 ? choice('existante', 'Ajouter une page existante') : null}
      </fieldset>
      {mode === 'nouvelle' ? (
        <>
          <TextField
            label="Libellé"
            value={nom}
            maxLength={LABEL_MAX}
            onInput={(event) => setNom(event.currentTarget.value)}
          />
          <DocumentFileField onChange={setFile} />
        </>
      ) : (
        <SelectField
          label="Page existante"
          value={basePageId}
          onChange={(event) => setBasePageId(event.currentTarget.value)}
        >
          {props.existing.map((p) => (
            <option key={p.id} value={p.id}>
              {p.nom}
            </option>
          ))}
        </SelectField>
      )}
      <FormAlert message={error} />
      <Actions>
        <Button variant="secondary" onClick={props.onDone}>
          Annuler
        </Button>
        <SendButton busy={loading}>Ajouter</SendButton>
      </Actions>
    </form>
  );
}
