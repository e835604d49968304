import { zodResolver } from '@hookform/resolvers/zod';
import { secondFactorCodeInput } from '@portal/schema/rules/second-factor';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SendButton } from '../../offline/send-button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { TextField } from '../../ui/text-field.tsx';

type Props = {
  /** Resolves to the server's French messages; an empty list means signed in. */
  onSubmit: (code: string) => Promise<string[]>;
  /** False when a passkey is offered first, above the form. */
  autoFocus?: boolean;
};

/** The sign-in's second step: a code of the person's app, or one of their recovery codes. */
export function SecondStepForm({ onSubmit, autoFocus = true }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof secondFactorCodeInput>, unknown, z.output<typeof secondFactorCodeInput>>({
    resolver: zodResolver(secondFactorCodeInput),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    const messages = await onSubmit(code);
    if (messages.length > 0) setError('root.server', { message: messages.join(' ') });
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Code de vérification"
        hint="Le code à 6 chiffres affiché par votre application d’authentification, ou l’un de vos codes de secours"
        autoComplete="one-time-code"
        autoFocus={autoFocus}
        error={errors.code?.message}
        {...register('code')}
      />
      <SendButton busy={isSubmitting}>Valider</SendButton>
    </form>
  );
}
