import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './text-field.module.css';

interface FieldProps {
  label: string;
  /** What the field expects, shown under it and read with it. */
  hint?: string | undefined;
  error?: string | undefined;
}

/** The label, hint and error around a control, tied to it so that they are announced with it. */
export function Field({
  label,
  hint,
  error,
  id,
  children,
}: FieldProps & {
  id: string | undefined;
  children: (control: {
    id: string;
    describedBy: string | undefined;
    invalid: true | undefined;
  }) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children({ id: controlId, describedBy: describedBy || undefined, invalid: error ? true : undefined })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input whose hint and error are announced and tied to it (works with react-hook-form's register). */
export const TextField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & FieldProps>(
  function TextField({ label, hint, error, id, ...props }, ref) {
    return (
      <Field label={label} hint={hint} error={error} id={id}>
        {(control) => (
          <input
            ref={ref}
            id={control.id}
            className={styles.input}
            aria-invalid={control.invalid}
            aria-describedby={control.describedBy}
            {...props}
          />
        )}
      </Field>
    );
  },
);

/** The multi-line twin of TextField. */
export const TextArea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps
>(function TextArea({ label, hint, error, id, ...props }, ref) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <textarea
          ref={ref}
          id={control.id}
          className={`${styles.input} ${styles.multiline}`}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          {...props}
        />
      )}
    </Field>
  );
});

/** The list twin of TextField: a labelled select whose hint and error are announced and tied to it. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & FieldProps
>(function SelectField({ label, hint, error, id, children, ...props }, ref) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <select
          ref={ref}
          id={control.id}
          className={styles.input}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          {...props}
        >
          {children}
        </select>
      )}
    </Field>
  );
});
