import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styles from './text-field.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined };

/** A labelled input whose error is announced and tied to it (works with react-hook-form's register). */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, id, ...props }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
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
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
