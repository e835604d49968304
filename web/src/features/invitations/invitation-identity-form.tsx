import { zodResolver } from '@hookform/resolvers/zod';
import {
  CIVILITIES,
  invitationIdentityInput,
  type InvitationIdentityInput,
} from '@portal/schema/rules/registration';
import { useForm } from 'react-hook-form';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { SelectField, TextField } from '../../ui/text-field.tsx';

type Props = {
  /** Resolves to the server's errors; none means the account exists and the person is signed in. */
  onSubmit: (input: InvitationIdentityInput) => Promise<readonly UserErrorLike[]>;
};

/** Step 2 of the invitation sign-up (spec 000 §2.3): civility, last name, first name, terms. */
export function InvitationIdentityForm({ onSubmit }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InvitationIdentityInput>({
    resolver: zodResolver(invitationIdentityInput),
    defaultValues: { codeCivilite: 'M.', nom: '', prenom: '', cgu: false },
  });
  const submit = handleSubmit(async (input) => {
    for (const error of await onSubmit(input)) setError('root.server', { message: error.message });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={errors.root?.server?.message} />
      <SelectField label="Civilité" error={errors.codeCivilite?.message} {...register('codeCivilite')}>
        {CIVILITIES.map((civility) => (
          <option key={civility} value={civility}>
            {civility}
          </option>
        ))}
      </SelectField>
      <TextField label="Nom" autoComplete="family-name" error={errors.nom?.message} {...register('nom')} />
      <TextField
        label="Prénom"
        autoComplete="given-name"
        error={errors.prenom?.message}
        {...register('prenom')}
      />
      <CheckboxField
        label="J'accepte les conditions générales d'utilisation (CGU)"
        error={errors.cgu?.message}
        {...register('cgu')}
      />
      <SendButton busy={isSubmitting}>S'inscrire et accepter l'invitation</SendButton>
    </form>
  );
}
