import { zodResolver } from '@hookform/resolvers/zod';
import { signInInput, type SignInInput } from '@portal/schema/rules/sign-in';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { SendButton } from '../../../offline/send-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';

type Props = {
  /** Resolves to the server's French messages; an empty list means signed in. */
  onSubmit: (input: SignInInput) => Promise<string[]>;
};

/** The sign-in form, checked by the same zod rules as the gateway. */
export function SignInForm({ onSubmit }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInInput),
    defaultValues: { login: '', password: '' },
  });

  const submit = handleSubmit(async (input) => {
    const messages = await onSubmit(input);
    if (messages.length > 0) setError('root.server', { message: messages.join(' ') });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Identifiant"
        autoComplete="username"
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
