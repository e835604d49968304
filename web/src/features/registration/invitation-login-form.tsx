import { zodResolver } from '@hookform/resolvers/zod';
import { REGISTRATION_MIN_LENGTH } from '@portal/schema/rules/passwords';
import { invitationLoginInput, type InvitationLoginInput } from '@portal/schema/rules/registration';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { BreachVerdict } from './use-breach-check.ts';
import { useBreachGate } from './use-breach-gate.tsx';

type Props = {
  /** What was typed before, when the person comes back from step 2. */
  initial: InvitationLoginInput | null;
  checkBreach: (password: string) => Promise<BreachVerdict>;
  /** Resolves to the server's errors (checkBeforeRegister); none means step 2 may follow. */
  onSubmit: (input: InvitationLoginInput) => Promise<readonly UserErrorLike[]>;
  /** True once an external account is linked: its e-mail is the login, the e-mail and password fields are gone. */
  external: boolean;
  /** The external sign-in (its button, or the linked account and its removal), under the fields. */
  externalSignIn: ReactNode;
};

/** Step 1 of the invitation sign-up (spec 000 §5): e-mail twice, the registration's password rules and breach check. */
export function InvitationLoginForm({ initial, checkBreach, onSubmit, external, externalSignIn }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<InvitationLoginInput>({
    resolver: zodResolver(invitationLoginInput),
    defaultValues: initial ?? {
      email: '',
      emailConfirmation: '',
      pwd: '',
      confirmation: '',
      external: false,
    },
  });
  const password = useWatch({ control, name: 'pwd' });
  useEffect(() => setValue('external', external), [setValue, external]);

  async function send(input: InvitationLoginInput) {
    // Spec 000 §7: the server's message is shown as returned.
    for (const error of await onSubmit(input)) setError('root.server', { message: error.message });
  }
  const { guard, dialog } = useBreachGate(checkBreach, send, (message) =>
    setError('root.server', { message }),
  );
  const submit = handleSubmit(guard);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={errors.root?.server?.message} />
      {external ? null : (
        <>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Confirmation de l'email"
            type="email"
            autoComplete="off"
            error={errors.emailConfirmation?.message}
            {...register('emailConfirmation')}
          />
          <NewPasswordFields
            label="Mot de passe"
            minLength={REGISTRATION_MIN_LENGTH}
            password={password}
            pwd={register('pwd')}
            confirmation={register('confirmation')}
            errors={{ pwd: errors.pwd?.message, confirmation: errors.confirmation?.message }}
          />
        </>
      )}
      {externalSignIn}
      <SendButton busy={isSubmitting}>Suivant</SendButton>
      {dialog}
    </form>
  );
}
