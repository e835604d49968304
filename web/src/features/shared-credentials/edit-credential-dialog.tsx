import {
  CREDENTIAL_UPDATED,
  credentialIssues,
  credentialTooltip,
  NO_CREDENTIAL_STAMPS,
} from '@portal/schema/rules/credentials';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { useFlash } from '../../lib/flash.ts';
import { Button } from '../../ui/button.tsx';
import { SendButton } from '../../offline/send-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { CredentialFields, EMPTY_CREDENTIAL, type CredentialValues } from './credential-fields.tsx';
import styles from './shared-credentials.module.css';
import { useUpdateSharedCredentialMutation } from './use-shared-credential-mutations.ts';

export const EditCredentialDialog_credential = graphql(`
  fragment EditCredentialDialog_credential on SharedCredential {
    id
    titre
    nomUtilisateur
  }
`);

interface Props {
  credential: FragmentType<typeof EditCredentialDialog_credential>;
  /** The signed-in login, the member the card is stamped with before the gateway answers. */
  login: string;
  onClose: () => void;
}

/**
 * 'Modifier un mot de passe' (spec 000 §2.3, §4): opens with 'Modifier le mot de passe' on; off, only the name and
 * the login are sent and the password fields are disabled. Once the §5 rules pass, the card is stamped as changed
 * now by the member, the passwords are cleared and the modal closes without waiting; the outcome is a toast, and
 * a refusal puts the card back as it was.
 */
export function EditCredentialDialog(props: Props) {
  const credential = getFragmentData(EditCredentialDialog_credential, props.credential);
  const flash = useFlash();
  const formId = useId();
  const [update] = useUpdateSharedCredentialMutation();
  const [changesPassword, setChangesPassword] = useState(true);
  const { register, handleSubmit, resetField } = useForm<CredentialValues>({
    defaultValues: {
      ...EMPTY_CREDENTIAL,
      titre: credential.titre,
      nomUtilisateur: credential.nomUtilisateur,
    },
  });

  const submit = handleSubmit(async (values) => {
    const issue = credentialIssues(values, changesPassword)[0];
    if (issue) {
      flash.show('error', issue.message);
      return;
    }
    resetField('motDePasse');
    resetField('confirmationMotDePasse');
    props.onClose();
    const now = new Date().toISOString();
    const titre = values.titre.trim();
    const nomUtilisateur = values.nomUtilisateur.trim();
    const input = changesPassword
      ? { id: credential.id, titre, nomUtilisateur, changesPassword, ...passwords(values) }
      : { id: credential.id, titre, nomUtilisateur, changesPassword };
    const errors = await update(
      { input },
      {
        __typename: 'Mutation',
        updateSharedCredential: {
          __typename: 'SharedCredentialPayload',
          sharedCredential: {
            __typename: 'SharedCredential',
            id: credential.id,
            titre,
            nomUtilisateur,
            dateModificationAdherent: now,
            adherentModification: props.login,
            // The member's change just made is the latest: the tooltip reads it alone (spec 000 §9).
            tooltip: credentialTooltip({ ...NO_CREDENTIAL_STAMPS, dateModificationAdherent: now }),
          },
          errors: [],
        },
      },
    );
    if (errors[0]) flash.show('error', errors[0].message);
    else flash.show('success', CREDENTIAL_UPDATED);
  });

  return (
    <Dialog
      open
      title="Modifier un mot de passe"
      onClose={props.onClose}
      actions={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            Annuler
          </Button>
          <SendButton form={formId}>Modifier</SendButton>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <CredentialFields
          register={register}
          passwordLabels={['Nouveau mot de passe', 'Confirmation du nouveau mot de passe']}
          passwordsDisabled={!changesPassword}
          toggle={
            <label className={styles.toggle}>
              <input
                type="checkbox"
                role="switch"
                checked={changesPassword}
                onChange={(event) => setChangesPassword(event.target.checked)}
              />
              Modifier le mot de passe
            </label>
          }
        />
      </form>
    </Dialog>
  );
}

const passwords = (values: CredentialValues) => ({
  motDePasse: values.motDePasse,
  confirmationMotDePasse: values.confirmationMotDePasse,
});
