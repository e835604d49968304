import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

const CheckInvitationLoginDocument = graphql(`
  mutation CheckInvitationLogin($input: InvitationLoginInput!) {
    checkInvitationLogin(input: $input) {
      ok
      errors {
        field
        message
      }
    }
  }
`);

const SignUpWithInvitationDocument = graphql(`
  mutation SignUpWithInvitation($invitationId: ID!, $input: SignUpWithInvitationInput!) {
    signUpWithInvitation(invitationId: $invitationId, input: $input) {
      viewer {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

/** Step 1 of the invitation sign-up: answers the errors to show, none when step 2 may follow. */
export const useCheckInvitationLoginMutation = () =>
  useUserErrorMutation(CheckInvitationLoginDocument, {
    errorsOf: (data) => data.checkInvitationLogin.errors,
  });

/** Creates the account, accepts the invitation and signs in: answers the errors to show, none once signed in. */
export const useSignUpWithInvitationMutation = () =>
  useUserErrorMutation(SignUpWithInvitationDocument, {
    errorsOf: (data) => data.signUpWithInvitation.errors,
  });
