import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSKEY_REFUSED, passkeyNameInput } from '@portal/schema/rules/second-factor';
import { startRegistration } from '@simplewebauthn/browser';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useFlash } from '../../lib/flash.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { Actions, FormError } from '../../ui/actions.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './second-factor.module.css';
import { StartPasskeyEnrolmentDocument, useConfirmPasskeyMutation } from './use-second-factor-mutations.ts';

const ADDED = 'Votre clé d’accès a bien été ajoutée.';

/**
 * Adding a passkey: the person names it, then the browser asks the phone's or computer's unlock (fingerprint,
 * face, PIN) and makes the key; the portal keeps only its public part.
 */
export function PasskeyEnrolment({ viewerId }: { viewerId: string }) {
  const [start] = useMutation(StartPasskeyEnrolmentDocument);
  const [confirm] = useConfirmPasskeyMutation(viewerId);
  const flash = useFlash();
  const form = useForm<z.input<typeof passkeyNameInput>, unknown, z.output<typeof passkeyNameInput>>({
    resolver: zodResolver(passkeyNameInput),
    defaultValues: { name: '' },
  });

  const submit = form.handleSubmit(async ({ name }) => {
    const { data } = await start().catch(() => ({ data: null }));
    const options = data?.startPasskeyEnrolment.options;
    // A prompt the person closed, or a browser without passkeys, ends here with the same advice.
    const response = options
      ? await startRegistration({ optionsJSON: JSON.parse(options) as never }).catch(() => null)
      : null;
    if (!response) {
      form.setError('root.server', { message: PASSKEY_REFUSED });
      return;
    }
    const errors = await confirm({ input: { response: JSON.stringify(response), name } });
    for (const error of errors) {
      const field = error.field?.split('.').pop();
      form.setError(field === 'name' ? field : 'root.server', { message: error.message });
    }
    if (errors.length === 0) {
      form.reset({ name: '' });
      flash.show('success', ADDED);
    }
  });

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {serverError ? <FormError>{serverError}</FormError> : null}
      <TextField
        label="Nom de la clé d’accès"
        hint="Pour la reconnaître, par exemple « Téléphone de Marie »"
        autoComplete="off"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Actions>
        <SendButton busy={form.formState.isSubmitting}>Ajouter une clé d’accès</SendButton>
      </Actions>
    </form>
  );
}
