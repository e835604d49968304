import type { Resolvers } from '../__generated__/resolvers-types.ts';
import * as invitations from '../services/invitations.ts';

export const invitationsResolvers: Resolvers = {
  Query: {
    invitation: (_parent, { invitationId }, ctx) => invitations.invitation(ctx, invitationId),
  },
  Mutation: {
    acceptInvitation: (_parent, { invitationId }, ctx) => invitations.acceptInvitation(ctx, invitationId),
  },
  Invitation: {
    inviter: (invitation) => invitation.nomPrenomCreateur ?? invitation.createur,
    refusal: (invitation) => invitations.refusalOf(invitation),
  },
};
