import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

// What a change to the accesses the viewer holds answers: the lists of 'Mes accès', which the normalized cache
// updates in place.
export const AccessesAfterChange_viewer = graphql(`
  fragment AccessesAfterChange_viewer on Viewer {
    id
    ...ReceivedInvitations_viewer
    ...AcquiredAccesses_viewer
  }
`);

const AcceptReceivedInvitationDocument = graphql(`
  mutation AcceptReceivedInvitation($invitationId: ID!) {
    acceptInvitation(invitationId: $invitationId) {
      accepted
      viewer {
        id
        ...AccessesAfterChange_viewer
        # The file selector's files, the new ones included.
        dossiers {
          id
          codeDossier
          raisonSociale
          idRole
          estFavoris
        }
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

/**
 * The file removed leaves the selector's list: the gateway read the files to check the removal, and reading them
 * again would ask the legacy twice in one request (the budget of tests/contract/operation-budgets.test.ts).
 */
function forgetRemovedDossier(cache: ApolloCache, viewerId: string | undefined, codeDossier: string): void {
  if (!viewerId) return;
  cache.modify<{ dossiers: readonly Reference[] | null }>({
    id: cache.identify({ __typename: 'Viewer', id: viewerId }),
    fields: {
      dossiers: (files, { readField }) =>
        files && files.filter((file) => readField<string>('codeDossier', file) !== codeDossier),
    },
  });
  forgetSelectedDossier(cache, viewerId);
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
    onDone: (cache, data, { codeDossier }) =>
      forgetRemovedDossier(cache, data.removeDossierAccess.viewer?.id, codeDossier),
  });
