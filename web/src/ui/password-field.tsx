import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Icon } from './icon.tsx';
import styles from './password-field.module.css';
import { Field } from './text-field.tsx';
import fieldStyles from './text-field.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/**
 * A password input with its show/hide eye button (spec 000 §2.3): hidden by default, shown while the button is
 * pressed on; the button says which it will do. Works with react-hook-form's register.
 */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(
  { label, hint, error, id, disabled, ...props },
  ref,
) {
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <div className={styles.row}>
          <input
            ref={ref}
            id={control.id}
            type={shown ? 'text' : 'password'}
            className={`${fieldStyles.input} ${styles.input}`}
            aria-invalid={control.invalid}
            aria-describedby={control.describedBy}
            disabled={disabled}
            {...props}
          />
          <button
            type="button"
            className={styles.eye}
            aria-label={`${shown ? 'Masquer' : 'Afficher'} : ${label}`}
            aria-controls={control.id}
            disabled={disabled}
            onClick={() => setShown((was) => !was)}
          >
            <Icon name={shown ? 'eye-off' : 'eye'} size={20} />
          </button>
        </div>
      )}
    </Field>
  );
});
