import { FILE_UPDATED } from '@portal/schema/rules/duer-pages';
import { useState, type FormEvent } from 'react';
import { useFlash } from '../../lib/flash.ts';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { DocumentFileField } from './document-file-field.tsx';

/**
 * Spec 002 §4 (Pages, Annexes): a document's new file, sent at once ('Le fichier a bien été mis à jour'). The
 * screen's pending changes are saved first when `beforeUpload` asks it; 'Valider' waits for a file (§5).
 */
export function DocumentReplaceForm(props: {
  nom: string;
  beforeUpload?: () => Promise<boolean>;
  replace: (file: File) => Promise<UserErrorLike[]>;
  busy: boolean;
  onDone: () => void;
}) {
  const flash = useFlash();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || (props.beforeUpload && !(await props.beforeUpload()))) return;
    const errors = await props.replace(file);
    if (errors[0]) return setError(errors[0].message);
    flash.show('success', FILE_UPDATED);
    props.onDone();
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p>{props.nom}</p>
      <DocumentFileField label="Nouveau fichier" onChange={setFile} />
      <FormAlert message={error} />
      <Actions>
        <Button variant="secondary" onClick={props.onDone}>
          Annuler
        </Button>
        <SendButton busy={props.busy || !file}>Valider</SendButton>
      </Actions>
    </form>
  );
}
