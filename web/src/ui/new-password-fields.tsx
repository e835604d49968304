import { passwordStrength } from '@portal/schema/rules/passwords';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field.tsx';
import styles from './new-password-fields.module.css';

const STRENGTH_LABELS = { faible: 'faible', moyen: 'moyenne', fort: 'forte' } as const;

interface Props {
  /** The new password's label ('Mot de passe', 'Nouveau mot de passe'). */
  label: string;
  /** The policy's length (spec 000 §9: 8 on registration, 12 on a reset). */
  minLength: number;
  /** The password as typed, for the live strength indication. */
  password: string;
  pwd: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { pwd?: string | undefined; confirmation?: string | undefined };
}

/** A new password under the policy of spec 000 §5, its live strength, and the password typed again. */
export function NewPasswordFields({ label, minLength, password, pwd, confirmation, errors }: Props) {
  const strength = password === '' ? null : passwordStrength(password, minLength);
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`${minLength} caractères minimum, dont un chiffre, une majuscule, une minuscule et un symbole.`}
        error={errors.pwd}
        {...pwd}
      />
      {strength ? (
        <p className={styles.strength} data-strength={strength} aria-live="polite">
          <span className={styles.bar} aria-hidden="true" />
          Sécurité du mot de passe : {STRENGTH_LABELS[strength]}
        </p>
      ) : null}
      <TextField
        label="Confirmation du mot de passe"
        type="password"
        autoComplete="new-password"
        error={errors.confirmation}
        {...confirmation}
      />
    </>
  );
}
