import {
  INVITATION_DELETE_FAILED,
  INVITATION_SEND_FAILED,
  INVITATION_UPDATE_FAILED,
  RIGHTS_CHANGE_FAILED,
} from '@portal/schema/rules/sharing';
import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

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

export const useInviteToShareMutation = () =>
  useUserErrorMutation(InviteToShareDocument, {
    errorsOf: (data) => data.inviteToShare.errors,
    fallback: INVITATION_SEND_FAILED,
  });

export const useChangeSentInvitationMutation = () =>
  useUserErrorMutation(ChangeSentInvitationDocument, {
    errorsOf: (data) => data.changeSentInvitation.errors,
    fallback: INVITATION_UPDATE_FAILED,
  });

export const useDeleteSentInvitationMutation = () =>
  useUserErrorMutation(DeleteSentInvitationDocument, {
    errorsOf: (data) => data.deleteSentInvitation.errors,
    fallback: INVITATION_DELETE_FAILED,
  });

export const useSetPersonRightsMutation = () =>
  useUserErrorMutation(SetPersonRightsDocument, {
    errorsOf: (data) => data.setPersonRights.errors,
    fallback: RIGHTS_CHANGE_FAILED,
  });

export const useWithdrawAccessMutation = () =>
  useUserErrorMutation(WithdrawAccessDocument, {
    errorsOf: (data) => data.withdrawAccess.errors,
    fallback: RIGHTS_CHANGE_FAILED,
  });
