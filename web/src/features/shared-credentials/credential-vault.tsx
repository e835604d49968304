import {
  CREDENTIAL_DELETE_CONFIRM,
  CREDENTIAL_DELETED,
  credentialMatches,
  NO_CREDENTIALS,
} from '@portal/schema/rules/credentials';
import { useState } from 'react';
import type { FragmentType } from '../../gql/index.ts';
import { INTERNAL_ERROR } from '../../lib/messages.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardNote } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { Stack } from '../../ui/stack.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useConfirmedAction } from '../../ui/use-confirmed-action.ts';
import { AddCredentialForm } from './add-credential-form.tsx';
import { CredentialCard, type CredentialCard_credential } from './credential-card.tsx';
import { EditCredentialDialog, type EditCredentialDialog_credential } from './edit-credential-dialog.tsx';
import styles from './shared-credentials.module.css';
import { useDeleteSharedCredentialMutation } from './use-shared-credential-mutations.ts';

type Credential = FragmentType<typeof CredentialCard_credential> &
  FragmentType<typeof EditCredentialDialog_credential> & {
    id: string;
    titre: string;
    nomUtilisateur: string;
  };

interface Props {
  codeDossier: string;
  login: string;
  /** The file's credentials; null when they could not be loaded. */
  credentials: readonly Credential[] | null;
}

/** The vault of one file (spec 000 §2.3): search, the add form, the cards, their edit modal and deletion. */
export function CredentialVault({ codeDossier, login, credentials }: Props) {
  const [term, setTerm] = useState('');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Credential | null>(null);
  const [remove, { loading: removing }] = useDeleteSharedCredentialMutation(codeDossier);
  const shown = credentials?.filter((credential) => credentialMatches(credential, term)) ?? null;

  const deletion = useConfirmedAction(
    (credential: Credential) => remove({ id: credential.id }),
    CREDENTIAL_DELETED,
  );

  return (
    <Stack>
      <p className={styles.intro}>
        Cette page vous permet d'ajouter, de modifier ou de révoquer les accès que vous donnez à votre
        expert-comptable, à votre conseiller ou à votre gestionnaire de paie. Eux seuls peuvent utiliser les
        identifiants enregistrés ici.
      </p>
      {adding ? (
        <AddCredentialForm codeDossier={codeDossier} onClose={() => setAdding(false)} />
      ) : (
        <p>
          <Button onClick={() => setAdding(true)}>Ajouter un mot de passe</Button>
        </p>
      )}
      <Card title="Mes identifiants partagés">
        <div className={styles.search}>
          <TextField
            label="Rechercher"
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        </div>
        {shown === null ? (
          <CardNote>{INTERNAL_ERROR}</CardNote>
        ) : shown.length === 0 ? (
          <CardNote>{NO_CREDENTIALS}</CardNote>
        ) : (
          <ul className={styles.grid}>
            {shown.map((credential) => (
              <CredentialCard
                key={credential.id}
                credential={credential}
                onEdit={() => setEditing(credential)}
                onDelete={() => deletion.ask(credential)}
              />
            ))}
          </ul>
        )}
      </Card>
      {editing ? (
        <EditCredentialDialog credential={editing} login={login} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        {...deletion.dialog}
        title="Supprimer un mot de passe"
        question={CREDENTIAL_DELETE_CONFIRM}
        yes="Supprimer"
        no="Annuler"
        busy={removing}
      />
    </Stack>
  );
}
