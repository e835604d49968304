import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { AppointmentContact } from '@portal/schema/rules/appointment-contact';
import { TextField } from '../../ui/text-field.tsx';
import styles from './news.module.css';

interface ContactFieldsProps {
  register: UseFormRegister<AppointmentContact>;
  errors: FieldErrors<AppointmentContact>;
}

/** The reason, phone and e-mail of a booking or an edit, with the rules' messages under each field. */
export function ContactFields({ register, errors }: ContactFieldsProps) {
  const reasonId = useId();
  const reasonError = errors.reason?.message;
  return (
    <>
      <div className={styles.textarea}>
        <label htmlFor={reasonId}>Motif</label>
        <textarea
          id={reasonId}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${reasonId}-error` : undefined}
          {...register('reason')}
        />
        {reasonError ? (
          <p id={`${reasonId}-error`} className={styles.error} role="alert">
            {reasonError}
          </p>
        ) : null}
      </div>
      <TextField
        label="Téléphone"
        type="tel"
        autoComplete="tel"
        error={errors.telephone?.message}
        {...register('telephone')}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
    </>
  );
}

/** Maps a server error's dot path (`input.telephone`) to the form field it names, if it names one. */
export function contactField(path: string | null | undefined): keyof AppointmentContact | null {
  const name = path?.split('.').pop();
  return name === 'reason' || name === 'telephone' || name === 'email' ? name : null;
}
