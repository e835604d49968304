import { DELETE_INVITATION_QUESTION, INVITATION_DELETED } from '@portal/schema/rules/sharing';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { SentInvitationState } from '../../gql/graphql.ts';
import { formatDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { useConfirmedAction } from '../../ui/use-confirmed-action.ts';
import { CategoryList } from './category-list.tsx';
import { ListCard } from './list-card.tsx';
import styles from './sharing.module.css';
import { useDeleteSentInvitationMutation } from './use-sharing-mutations.ts';

export const SentInvitations_viewer = graphql(`
  fragment SentInvitations_viewer on Viewer {
    sentInvitations {
      id
      emailInvitee
      dateExpiration
      state
      editable
      dossiers {
        codeDossier
        raisonSociale
        nomRole
        categories {
          id
          libelle
        }
      }
    }
  }
`);

const STATES: Record<SentInvitationState, string> = {
  pending: 'En attente',
  accepted: 'Acceptée',
  refused: 'Refusée',
  expired: 'Expirée',
};

// Ours: the spec names the list, not these words.
export const NO_SENT_INVITATION = "Vous n'avez envoyé aucune invitation.";
export const SENT_INVITATIONS_LOAD_FAILED =
  'Une erreur est survenue lors du chargement des invitations envoyées.';

/** Spec 000 §2.3 'Partager mes dossiers': the invitations I sent; a pending one can be changed or deleted. */
export function SentInvitations(props: { viewer: FragmentType<typeof SentInvitations_viewer> }) {
  const invitations = getFragmentData(SentInvitations_viewer, props.viewer).sentInvitations;
  const [remove, { loading }] = useDeleteSentInvitationMutation();
  const deletion = useConfirmedAction((invitationId: string) => remove({ invitationId }), INVITATION_DELETED);

  return (
    <ListCard
      title="Invitations envoyées"
      items={invitations}
      failure={SENT_INVITATIONS_LOAD_FAILED}
      empty={NO_SENT_INVITATION}
      renderItem={(invitation) => (
        <li key={invitation.id} className={styles.item} aria-label={invitation.emailInvitee}>
          <p className={styles.line}>
            <strong>{invitation.emailInvitee}</strong> · {STATES[invitation.state]}
          </p>
          <p className={styles.muted}>Expire le {formatDate(invitation.dateExpiration)}</p>
          {invitation.dossiers.map((file) => (
            <div key={file.codeDossier} className={styles.sharedFile}>
              <p className={styles.line}>
                {file.raisonSociale} ({file.codeDossier}){file.nomRole ? ` · ${file.nomRole}` : ''}
              </p>
              <CategoryList categories={file.categories} />
            </div>
          ))}
          <div className={styles.actions}>
            {invitation.editable ? (
              <Link className={styles.linkButton} to={paths.shareInvite.href(invitation.id)}>
                Modifier
              </Link>
            ) : null}
            <Button variant="secondary" disabled={loading} onClick={() => deletion.ask(invitation.id)}>
              Supprimer
            </Button>
          </div>
        </li>
      )}
    >
      <ConfirmDialog
        {...deletion.dialog}
        title="Supprimer l'invitation"
        question={DELETE_INVITATION_QUESTION}
        yes="Oui, supprimer"
        busy={loading}
      />
    </ListCard>
  );
}
