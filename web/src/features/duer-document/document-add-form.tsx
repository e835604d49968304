import { LABEL_MAX } from '@portal/schema/rules/duer';
import { useState, type FormEvent } from 'react';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { SelectField, TextField } from '../../ui/text-field.tsx';
import { DocumentFileField } from './document-file-field.tsx';
import styles from './duer-pages.module.css';

type Mode = 'nouveau' | 'existant';

/** What is sent: a new document's label and file, or an existing one's id. */
export type DocumentAddition = { nom: string; fichier: File } | { baseId: string };

/**
 * Spec 002 §2 ('Ajouter une page', 'Ajouter une annexe'): a new document (label up to 128 characters and its
 * file), when `canCreate`, or an existing one the DUER does not hold, offered only if one exists. A document
 * removed on the screen but not saved yet comes back without a call (`onRestore`).
 */
export function DocumentAddForm(props: {
  labels: { create: string; existing: string; select: string };
  canCreate: boolean;
  existing: readonly { id: string; nom: string }[];
  issueOf: (nom: string, fileName: string | null) => string | null;
  beforeUpload: () => Promise<boolean>;
  onRestore: (baseId: string) => boolean;
  add: (addition: DocumentAddition) => Promise<UserErrorLike[]>;
  busy: boolean;
  onDone: () => void;
}) {
  const [mode, setMode] = useState<Mode>(props.canCreate ? 'nouveau' : 'existant');
  const [nom, setNom] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [baseId, setBaseId] = useState(props.existing[0]?.id ?? '');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'existant') {
      if (props.onRestore(baseId)) return props.onDone();
    } else {
      const issue = props.issueOf(nom, file?.name ?? null);
      if (issue || !file) return setError(issue ?? undefined);
    }
    if (!(await props.beforeUpload())) return;
    const errors = await props.add(mode === 'existant' || !file ? { baseId } : { nom, fichier: file });
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
        {props.canCreate ? choice('nouveau', props.labels.create) : null}
        {props.existing.length > 0 ? choice('existant', props.labels.existing) : null}
      </fieldset>
      {mode === 'nouveau' ? (
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
          label={props.labels.select}
          value={baseId}
          onChange={(event) => setBaseId(event.currentTarget.value)}
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
        <SendButton busy={props.busy}>Ajouter</SendButton>
      </Actions>
    </form>
  );
}
