import { zodResolver } from '@hookform/resolvers/zod';
import { RESET_MIN_LENGTH } from '@portal/schema/rules/passwords';
import { passwordResetInput, type PasswordResetInput } from '@portal/schema/rules/password-reset';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../ui/form-alert.tsx';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { SendButton } from '../../offline/send-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';

type Props = {
  uid: string;
  /** Resolves to the server's errors; none means the password changed. */
  onSubmit: (input: PasswordResetInput) => Promise<readonly UserErrorLike[]>;
};

/** New password, confirmation and dossier code (spec 000 §2.3), under the 12-character rule of §5. */
export function ChangePasswordForm({ uid, onSubmit }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetInput),
    defaultValues: { pwd: '', confirmation: '', codedossier: '', uid },
  });
  const password = useWatch({ control, name: 'pwd' });
  const submit = handleSubmit(async (input) => {
    const refused = await onSubmit(input);
    // Spec 000 §5: the server's errors are shown as returned.
    if (refused.length > 0) setError('root.server', { message: refused.map((e) => e.message).join(' ') });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={errors.root?.server?.message} />
      <NewPasswordFields
        label="Nouveau mot de passe"
        minLength={RESET_MIN_LENGTH}
        password={password}
        pwd={register('pwd')}
        confirmation={register('confirmation')}
        errors={{ pwd: errors.pwd?.message, confirmation: errors.confirmation?.message }}
      />
      <TextField label="Code dossier" error={errors.codedossier?.message} {...register('codedossier')} />
      <SendButton busy={isSubmitting}>Changer le mot de passe</SendButton>
    </form>
  );
}
