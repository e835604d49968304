import { zodResolver } from '@hookform/resolvers/zod';
import { REGISTRATION_MIN_LENGTH } from '@portal/schema/rules/passwords';
import { registrationInput, type RegistrationInput } from '@portal/schema/rules/registration';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { BreachVerdict } from './use-breach-check.ts';
import { useBreachGate } from './use-breach-gate.tsx';

type Props = {
  /** The e-mail and link code the registration link carries (either may be empty). */
  email: string;
  codeliaison: string;
  checkBreach: (password: string) => Promise<BreachVerdict>;
  /** Resolves to the server's errors; none means the registration was sent. */
  onSubmit: (input: RegistrationInput) => Promise<readonly UserErrorLike[]>;
  /** True once an external account is linked: the password fields are gone (spec 000 §4). */
  external: boolean;
  /** The external sign-in (its button, or the linked account and its removal), under the password fields. */
  externalSignIn: ReactNode;
};

/**
 * Registration (spec 000 §2.3, §5): the rules of schema/rules first, then the breach check of the password, whose
 * warning lets the person go back ('Retour') or register anyway ('Continuer').
 */
export function RegistrationForm({
  email,
  codeliaison,
  checkBreach,
  onSubmit,
  external,
  externalSignIn,
}: Props) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput>({
    resolver: zodResolver(registrationInput),
    defaultValues: {
      email,
      pwd: '',
      confirmation: '',
      codeliaison,
      codedossier: '',
      cgu: false,
      external: false,
    },
  });
  const password = useWatch({ control, name: 'pwd' });
  const [sending, setSending] = useState(false);
  useEffect(() => setValue('external', external), [setValue, external]);

  async function send(input: RegistrationInput) {
    setSending(true);
    const refused = await onSubmit(input);
    setSending(false);
    for (const error of refused) {
      // Spec 000 §7: the server's message is shown as returned.
      setError(error.field === 'input.codeliaison' ? 'codeliaison' : 'root.server', {
        message: error.message,
      });
    }
  }

  const { guard, dialog } = useBreachGate(checkBreach, send, (message) =>
    setError('root.server', { message }),
  );
  const submit = handleSubmit(guard);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {external ? null : (
        <NewPasswordFields
          label="Mot de passe"
          minLength={REGISTRATION_MIN_LENGTH}
          password={password}
          pwd={register('pwd')}
          confirmation={register('confirmation')}
          errors={{ pwd: errors.pwd?.message, confirmation: errors.confirmation?.message }}
        />
      )}
      {externalSignIn}
      <TextField
        label="Code liaison"
        hint="Laissez vide pour le retrouver à partir de votre email."
        autoComplete="off"
        error={errors.codeliaison?.message}
        {...register('codeliaison')}
      />
      <TextField
        label="Code dossier"
        autoComplete="off"
        error={errors.codedossier?.message}
        {...register('codedossier')}
      />
      <CheckboxField
        label="J'accepte les conditions générales d'utilisation (CGU)"
        error={errors.cgu?.message}
        {...register('cgu')}
      />
      <SendButton busy={isSubmitting || sending}>S'inscrire</SendButton>
      {dialog}
    </form>
  );
}
