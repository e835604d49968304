import { useId, useState, type ChangeEvent } from 'react';
import { addAttachments, MAX_ATTACHMENTS } from '@portal/schema/rules/attachments';
import { formatSize } from '../../lib/format.ts';
import { FormError } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import styles from './appointments.module.css';

interface AttachmentsFieldProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Each file's percentage sent, in order, while and after sending. */
  percentages: readonly number[];
  sending: boolean;
}

/** Spec 000 §5: up to 4 attachments, each refused with the rule's message when empty or too heavy. */
export function AttachmentsField({ files, onChange, percentages, sending }: AttachmentsFieldProps) {
  const inputId = useId();
  const [errors, setErrors] = useState<string[]>([]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const result = addAttachments(files, [...(event.target.files ?? [])]);
    onChange(result.files);
    setErrors(result.errors);
    // Lets the same file be chosen again after it was removed.
    event.target.value = '';
  }

  const showProgress = sending || percentages.length === files.length;
  return (
    <div className={styles.attachments}>
      <label htmlFor={inputId}>Pièces jointes ({MAX_ATTACHMENTS} maximum)</label>
      <input id={inputId} type="file" multiple onChange={choose} disabled={sending} />
      {errors.map((message) => (
        <FormError key={message}>{message}</FormError>
      ))}
      {files.length > 0 ? (
        <ul className={styles.files} aria-label="Fichiers joints">
          {files.map((file, i) => (
            <li key={file.name} className={styles.file}>
              <span>
                {file.name} ({formatSize(file.size)})
              </span>
              {showProgress ? (
                <progress max={100} value={percentages[i] ?? 0} aria-label={`Envoi de ${file.name}`}>
                  {percentages[i] ?? 0} %
                </progress>
              ) : null}
              <Button
                variant="link"
                onClick={() => onChange(files.filter((f) => f !== file))}
                disabled={sending}
                aria-label={`Retirer ${file.name}`}
              >
                Retirer
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
