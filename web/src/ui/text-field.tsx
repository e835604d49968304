import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styles from './text-field.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** What the field expects, shown under it and read with it. */
  hint?: string | undefined;
  error?: string | undefined;
};

/** A labelled input whose hint and error are announced and tied to it (works with react-hook-form's register). */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, hint, error, id, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
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
});
