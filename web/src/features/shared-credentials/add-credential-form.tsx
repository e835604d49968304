import { CREDENTIAL_CREATED, credentialIssues } from '@portal/schema/rules/credentials';
import { useForm } from 'react-hook-form';
import { useFlash } from '../../lib/flash.ts';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { SendButton } from '../../offline/send-button.tsx';
import { Card } from '../../ui/card.tsx';
import { CredentialFields, EMPTY_CREDENTIAL, type CredentialValues } from './credential-fields.tsx';
import { useAddSharedCredentialMutation } from './use-shared-credential-mutations.ts';

interface Props {
  /** The selected file, the one the credential is shared for. */
  codeDossier: string;
  onClose: () => void;
}

/**
 * The add form (spec 000 §2.3, §4): opened empty for the current file; a refusal of the §5 rules is a toast and
 * changes nothing; once accepted the passwords are cleared and the form closes, and the outcome is a toast.
 */
export function AddCredentialForm({ codeDossier, onClose }: Props) {
  const flash = useFlash();
  const [add] = useAddSharedCredentialMutation(codeDossier);
  const { register, handleSubmit, resetField } = useForm<CredentialValues>({
    defaultValues: EMPTY_CREDENTIAL,
  });

  const submit = handleSubmit(async (values) => {
    const issue = credentialIssues(values, true)[0];
    if (issue) {
      flash.show('error', issue.message);
      return;
    }
    resetField('motDePasse');
    resetField('confirmationMotDePasse');
    onClose();
    const errors = await add({ input: { codeDossier, ...values } });
    if (errors[0]) flash.show('error', errors[0].message);
    else flash.show('success', CREDENTIAL_CREATED);
  });

  return (
    <Card title="Ajouter un mot de passe">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <CredentialFields
          register={register}
          passwordLabels={['Mot de passe', 'Confirmation du mot de passe']}
        />
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            Annuler
          </Button>
          <SendButton>Ajouter</SendButton>
        </Actions>
      </form>
    </Card>
  );
}
