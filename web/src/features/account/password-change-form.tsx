import { zodResolver } from '@hookform/resolvers/zod';
import {
  passwordChangeInput,
  PASSWORD_CHANGE_FAILED,
  type PasswordChangeInput,
} from '@portal/schema/rules/account';
import { REGISTRATION_MIN_LENGTH } from '@portal/schema/rules/passwords';
import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { graphql } from '../../gql/index.ts';
import type { ChangePasswordMutation } from '../../gql/graphql.ts';
import { useUserErrorMutation, type UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { TextField } from '../../ui/text-field.tsx';

const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      changed
      errors {
        field
        message
      }
    }
  }
`);

/** Sends the new password with the code: answers the refusals, none once it changed. */
export function useChangePassword(): (input: PasswordChangeInput) => Promise<UserErrorLike[]> {
  const [send] = useUserErrorMutation(ChangePasswordDocument, {
    errorsOf: (data: ChangePasswordMutation) => data.changePassword.errors,
    fallback: PASSWORD_CHANGE_FAILED,
  });
  return useCallback(
    ({ pwd, confirmation, securecode }: PasswordChangeInput) =>
      send({ input: { password: pwd, passwordConfirmation: confirmation, securecode } }),
    [send],
  );
}

type Props = {
  /** The input once the rules hold: the breach check, then the change (the route composes them). */
  onValid: (input: PasswordChangeInput) => Promise<void>;
  /** The refusal to show above the fields (the server's, or the breach check's failure). */
  error: string | undefined;
};

/** Change of password (spec 000 §2.3, §5): the code received by mail, then the new password twice. */
export function PasswordChangeForm({ onValid, error }: Props) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeInput),
    defaultValues: { pwd: '', confirmation: '', securecode: '' },
  });
  const password = useWatch({ control, name: 'pwd' });
  const submit = handleSubmit(onValid);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={error} />
      <TextField
        label="Code de confirmation"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.securecode?.message}
        {...register('securecode')}
      />
      <NewPasswordFields
        label="Nouveau mot de passe"
        minLength={REGISTRATION_MIN_LENGTH}
        password={password}
        pwd={register('pwd')}
        confirmation={register('confirmation')}
        errors={{ pwd: errors.pwd?.message, confirmation: errors.confirmation?.message }}
      />
      <SendButton busy={isSubmitting}>Changer le mot de passe</SendButton>
    </form>
  );
}
