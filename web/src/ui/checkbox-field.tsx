import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './checkbox-field.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

/** A labelled checkbox whose error is announced and tied to it (works with react-hook-form's register). */
export const CheckboxField = forwardRef<HTMLInputElement, Props>(function CheckboxField(
  { label, error, id, ...props },
  ref,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return (
    <div className={styles.field}>
      <span className={styles.choice}>
        <input
          ref={ref}
          id={controlId}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        <label htmlFor={controlId}>{label}</label>
      </span>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
