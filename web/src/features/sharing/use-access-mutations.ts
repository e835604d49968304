import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

// What a change to the accesses the viewer holds answers: the lists of 'Mes accès' and the file selector's files,
// so the normalized cache shows the new state at once, without a reload.
export const AccessesAfterChange_viewer = graphql(`
  fragment AccessesAfterChange_viewer on Viewer {
    id
    ...ReceivedInvitations_viewer
    ...AcquiredAccesses_viewer
    dossiers {
      id
      codeDossier
      raisonSociale
      idRole
      estFavoris
    }
  }
`);

const AcceptReceivedInvitationDocument = graphql(`
  mutation AcceptReceivedInvitation($invitationId: ID!) {
    acceptInvitation(invitationId: $invitationId) {
      accepted
      viewer {
        id
        ...AccessesAfterChange_viewer
      }
      errors {
        field
        message
      }
    }
  }
`);

const RefuseInvitationDocument = graphql(`
  mutation RefuseInvitation($invitationId: ID!) {
    refuseInvitation(invitationId: $invitationId) {
      viewer {
        id
        ...AccessesAfterChange_viewer
      }
      errors {
        field
        message
      }
    }
  }
`);

const RemoveDossierAccessDocument = graphql(`
  mutation RemoveDossierAccess($codeDossier: String!) {
    removeDossierAccess(codeDossier: $codeDossier) {
      viewer {
        id
        ...AccessesAfterChange_viewer
      }
      errors {
        field
        message
      }
    }
  }
`);

/**
 * The selected file may be the one just removed, and the permissions are the selected file's: the shell asks for
 * them again (one query), the screen stays.
 */
function forgetSelectedDossier(cache: ApolloCache, viewerId: string | undefined): void {
  if (!viewerId) return;
  cache.evict({ id: cache.identify({ __typename: 'Viewer', id: viewerId }), fieldName: 'selectedDossier' });
  cache.gc();
}

export const useAcceptReceivedInvitationMutation = () =>
  useUserErrorMutation(AcceptReceivedInvitationDocument, {
    errorsOf: (data) => data.acceptInvitation.errors,
    onDone: (cache, data) => forgetSelectedDossier(cache, data.acceptInvitation.viewer?.id),
  });

export const useRefuseInvitationMutation = () =>
  useUserErrorMutation(RefuseInvitationDocument, { errorsOf: (data) => data.refuseInvitation.errors });

export const useRemoveDossierAccessMutation = () =>
  useUserErrorMutation(RemoveDossierAccessDocument, {
    errorsOf: (data) => data.removeDossierAccess.errors,
    onDone: (cache, data) => forgetSelectedDossier(cache, data.removeDossierAccess.viewer?.id),
  });
