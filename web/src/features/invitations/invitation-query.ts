import { graphql } from '../../gql/index.ts';

/** An invitation's link, and whether someone is signed in (only they can accept). */
export const InvitationViewDocument = graphql(`
  query InvitationView($invitationId: ID!) {
    invitation(invitationId: $invitationId) {
      id
      inviter
      refusal
      dossiers {
        codeDossier
        raisonSociale
      }
    }
    viewer {
      id
    }
  }
`);
