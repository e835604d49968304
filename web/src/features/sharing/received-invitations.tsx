import { INVITATION_ACCEPTED_DELAY } from '@portal/schema/rules/invitations';
import { INVITATION_REFUSED, REFUSE_INVITATION_QUESTION } from '@portal/schema/rules/sharing';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { useFlash } from '../../lib/flash.ts';
import { formatDate } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { ListCard } from './list-card.tsx';
import styles from './sharing.module.css';
import { useAcceptReceivedInvitationMutation, useRefuseInvitationMutation } from './use-access-mutations.ts';

export const ReceivedInvitations_viewer = graphql(`
  fragment ReceivedInvitations_viewer on Viewer {
    invitationsReceived {
      id
      inviter
      dateExpiration
      dossiers {
        codeDossier
        raisonSociale
      }
    }
  }
`);

// Ours: the spec names the list, not these words.
export const NO_PENDING_INVITATION = 'Aucune invitation en attente.';
export const INVITATIONS_LOAD_FAILED = 'Une erreur est survenue lors du chargement des invitations.';

/** Spec 000 §2.3 'Mes accès': the pending invitations received, each accepted or refused (after a question). */
export function ReceivedInvitations(props: { viewer: FragmentType<typeof ReceivedInvitations_viewer> }) {
  const invitations = getFragmentData(ReceivedInvitations_viewer, props.viewer).invitationsReceived;
  const flash = useFlash();
  const [accept, accepting] = useAcceptReceivedInvitationMutation();
  const [refuse, refusing] = useRefuseInvitationMutation();
  const [refused, setRefused] = useState<string | null>(null);
  const busy = accepting.loading || refusing.loading;

  const answer = (errors: readonly { message: string }[], success: string) => {
    if (errors[0]) flash.show('error', errors.map((e) => e.message).join(' '));
    else flash.show('success', success);
  };

  return (
    <ListCard
      title="Invitations reçues"
      items={invitations}
      failure={INVITATIONS_LOAD_FAILED}
      empty={NO_PENDING_INVITATION}
      renderItem={(invitation) => (
        <li key={invitation.id} className={styles.item}>
          <p className={styles.line}>
            <strong>{invitation.inviter ?? 'Le gérant'}</strong> vous invite à accéder à{' '}
            {invitation.dossiers.map((d) => `${d.raisonSociale} (${d.codeDossier})`).join(', ')}
          </p>
          {invitation.dateExpiration ? (
            <p className={styles.muted}>Expire le {formatDate(invitation.dateExpiration)}</p>
          ) : null}
          <div className={styles.actions}>
            <Button
              disabled={busy}
              onClick={() =>
                void accept({ invitationId: invitation.id }).then((errors) =>
                  answer(errors, `Invitation acceptée. ${INVITATION_ACCEPTED_DELAY}`),
                )
              }
            >
              Accepter
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setRefused(invitation.id)}>
              Refuser
            </Button>
          </div>
        </li>
      )}
    >
      <ConfirmDialog
        open={refused !== null}
        title="Refuser l'invitation"
        question={REFUSE_INVITATION_QUESTION}
        yes="Oui, refuser"
        busy={refusing.loading}
        onNo={() => setRefused(null)}
        onYes={() =>
          void refuse({ invitationId: refused ?? '' }).then((errors) => {
            setRefused(null);
            answer(errors, INVITATION_REFUSED);
          })
        }
      />
    </ListCard>
  );
}
