import { ACCEPT_ATTRIBUTE } from '@portal/schema/rules/duer-pages';
import { Field } from '../../ui/text-field.tsx';
import textStyles from '../../ui/text-field.module.css';
import styles from './duer-pages.module.css';

/** A DUER document's file (a page or an annexe): .doc, .docx or .pdf, one at a time (spec 002 §5). */
export function DocumentFileField(props: {
  label?: string;
  error?: string | undefined;
  onChange: (file: File | null) => void;
}) {
  return (
    <Field label={props.label ?? 'Fichier'} hint=".doc, .docx ou .pdf" error={props.error} id={undefined}>
      {(control) => (
        <input
          id={control.id}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          className={`${textStyles.input} ${styles.file}`}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          onChange={(event) => props.onChange(event.currentTarget.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}
