import {
  INVITATION_DELETE_FAILED,
  INVITATION_SEND_FAILED,
  INVITATION_UPDATE_FAILED,
  RIGHTS_CHANGE_FAILED,
} from '@portal/schema/rules/sharing';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation, type UserErrorLike } from '../../lib/use-user-error-mutation.ts';

// The owner's changes answer the lists of 'Partager mes dossiers', which the normalized cache updates in place.
export const SharingAfterChange_viewer = graphql(`
  fragment SharingAfterChange_viewer on Viewer {
    id
    ...SentInvitations_viewer
    ...SharedPeople_viewer
  }
`);

const InviteToShareDocument = graphql(`
  mutation InviteToShare($input: InviteToShareInput!) {
    inviteToShare(input: $input) {
      invitation {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

const ChangeSentInvitationDocument = graphql(`
  mutation ChangeSentInvitation($input: ChangeSentInvitationInput!) {
    changeSentInvitation(input: $input) {
      invitation {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

const DeleteSentInvitationDocument = graphql(`
  mutation DeleteSentInvitation($invitationId: ID!) {
    deleteSentInvitation(invitationId: $invitationId) {
      viewer {
        ...SharingAfterChange_viewer
      }
      errors {
        field
        message
      }
    }
  }
`);

const SetPersonRightsDocument = graphql(`
  mutation SetPersonRights($input: SetPersonRightsInput!) {
    setPersonRights(input: $input) {
      viewer {
        ...SharingAfterChange_viewer
      }
      errors {
        field
        message
      }
    }
  }
`);

const WithdrawAccessDocument = graphql(`
  mutation WithdrawAccess($input: WithdrawAccessInput!) {
    withdrawAccess(input: $input) {
      viewer {
        ...SharingAfterChange_viewer
      }
      errors {
        field
        message
      }
    }
  }
`);

/**
 * The hook of one of the owner's changes: it answers the payload's errors, or the change's own message when
 * the call fails without one.
 */
function sharingMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  errorsOf: (data: TData) => readonly UserErrorLike[],
  fallback: string,
) {
  return function useSharingMutation() {
    return useUserErrorMutation(document, { errorsOf, fallback });
  };
}

export const useInviteToShareMutation = sharingMutation(
  InviteToShareDocument,
  (data) => data.inviteToShare.errors,
  INVITATION_SEND_FAILED,
);

export const useChangeSentInvitationMutation = sharingMutation(
  ChangeSentInvitationDocument,
  (data) => data.changeSentInvitation.errors,
  INVITATION_UPDATE_FAILED,
);

export const useDeleteSentInvitationMutation = sharingMutation(
  DeleteSentInvitationDocument,
  (data) => data.deleteSentInvitation.errors,
  INVITATION_DELETE_FAILED,
);

export const useSetPersonRightsMutation = sharingMutation(
  SetPersonRightsDocument,
  (data) => data.setPersonRights.errors,
  RIGHTS_CHANGE_FAILED,
);

export const useWithdrawAccessMutation = sharingMutation(
  WithdrawAccessDocument,
  (data) => data.withdrawAccess.errors,
  RIGHTS_CHANGE_FAILED,
);
