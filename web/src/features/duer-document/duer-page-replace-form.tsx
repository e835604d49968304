import { FILE_UPDATED } from '@portal/schema/rules/duer-pages';
import { useState, type FormEvent } from 'react';
import { useFlash } from '../../lib/flash.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { DocumentFileField } from './document-file-field.tsx';
import { useReplaceDuerPageMutation } from './use-duer-pages-mutations.ts';

/**
 * Spec 002 §4 (Pages): a page's new file. The screen's pending changes are saved first, then the file is sent;
 * 'Valider' waits for a file (§5).
 */
export function DuerPageReplaceForm(props: {
  page: { id: string; nom: string };
  beforeUpload: () => Promise<boolean>;
  onDone: () => void;
}) {
  const flash = useFlash();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [replace, { loading }] = useReplaceDuerPageMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || !(await props.beforeUpload())) return;
    const errors = await replace({ duerPageId: props.page.id, fichier: file });
    if (errors[0]) return setError(errors[0].message);
    flash.show('success', FILE_UPDATED);
    props.onDone();
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p>{props.page.nom}</p>
      <DocumentFileField label="Nouveau fichier" onChange={setFile} />
      <FormAlert message={error} />
      <Actions>
        <Button variant="secondary" onClick={props.onDone}>
          Annuler
        </Button>
        <SendButton busy={loading || !file}>Valider</SendButton>
      </Actions>
    </form>
  );
}
