import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

const AcceptInvitationDocument = graphql(`
  mutation AcceptInvitation($invitationId: ID!) {
    acceptInvitation(invitationId: $invitationId) {
      accepted
      errors {
        field
        message
      }
    }
  }
`);

/** Accepts an invitation for the signed-in person; answers the errors to show, none once accepted. */
export const useAcceptInvitationMutation = () =>
  useUserErrorMutation(AcceptInvitationDocument, { errorsOf: (data) => data.acceptInvitation.errors });
