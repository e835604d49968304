import { zodResolver } from '@hookform/resolvers/zod';
import { signInInput, type SignInInput } from '@portal/schema/rules/sign-in';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { PasskeyChoice } from '../../../features/second-factor/use-passkey-autofill.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { SendButton } from '../../../offline/send-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';

type Props = {
  /** Resolves to the server's French messages; an empty list means signed in. */
  onSubmit: (input: SignInInput) => Promise<string[]>;
  /** A passkey picked in the login field's autofill (passkey-first sign-in): its login, or why it was refused. */
  passkey?: PasskeyChoice | null;
};

/** The sign-in form, checked by the same zod rules as the gateway. */
export function SignInForm({ onSubmit, passkey = null }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInInput),
    defaultValues: { login: '', password: '' },
  });
  const chosenLogin = passkey && 'login' in passkey ? passkey.login : null;

  // A passkey picked in the login field's autofill fills it; the password is still the person's to type.
  useEffect(() => {
    if (chosenLogin === null) return;
    setValue('login', chosenLogin, { shouldValidate: true });
    setFocus('password');
  }, [chosenLogin, setValue, setFocus]);

  const submit = handleSubmit(async (input) => {
    const messages = await onSubmit(input);
    if (messages.length > 0) setError('root.server', { message: messages.join(' ') });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert
        message={
          errors.root?.server?.message ?? (passkey && 'refused' in passkey ? passkey.refused : undefined)
        }
      />
      {chosenLogin ? (
        <p role="status">Clé d’accès reconnue : saisissez votre mot de passe pour vous connecter.</p>
      ) : null}
      <TextField
        label="Identifiant"
        autoComplete="username webauthn"
        error={errors.login?.message}
        {...register('login')}
      />
      <TextField
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SendButton busy={isSubmitting}>Se connecter</SendButton>
    </form>
  );
}
