import { CREDENTIAL_MAX_LENGTH } from '@portal/schema/rules/credentials';
import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { PasswordField } from '../../ui/password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** What the add form and the edit modal hold (spec 000 §3): the password fields only matter when sent. */
export interface CredentialValues {
  titre: string;
  nomUtilisateur: string;
  motDePasse: string;
  confirmationMotDePasse: string;
}

export const EMPTY_CREDENTIAL: CredentialValues = {
  titre: '',
  nomUtilisateur: '',
  motDePasse: '',
  confirmationMotDePasse: '',
};

interface Props {
  register: UseFormRegister<CredentialValues>;
  /** The two password fields' labels: the add form's, or the edit modal's 'Nouveau mot de passe' ones. */
  passwordLabels: readonly [string, string];
  /** The edit modal's 'Modifier le mot de passe' toggle, between the login and the password fields. */
  toggle?: ReactNode;
  passwordsDisabled?: boolean;
}

/**
 * 'Nom à afficher', 'Identifiant' and the two password fields with their eye buttons. The §5 rules are checked on
 * submit (their message is a toast); the browser is only kept from taking more than 255 characters.
 */
export function CredentialFields({ register, passwordLabels, toggle, passwordsDisabled = false }: Props) {
  return (
    <>
      <TextField label="Nom à afficher" maxLength={CREDENTIAL_MAX_LENGTH} {...register('titre')} />
      <TextField
        label="Identifiant"
        autoComplete="off"
        maxLength={CREDENTIAL_MAX_LENGTH}
        {...register('nomUtilisateur')}
      />
      {toggle}
      <PasswordField
        label={passwordLabels[0]}
        autoComplete="new-password"
        maxLength={CREDENTIAL_MAX_LENGTH}
        disabled={passwordsDisabled}
        {...register('motDePasse')}
      />
      <PasswordField
        label={passwordLabels[1]}
        autoComplete="new-password"
        maxLength={CREDENTIAL_MAX_LENGTH}
        disabled={passwordsDisabled}
        {...register('confirmationMotDePasse')}
      />
    </>
  );
}
