import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as invitations from './invitations-service.ts';

export const invitationsResolvers: Resolvers = {
  Query: {
    invitation: (_parent, { invitationId }, ctx) => invitations.invitation(ctx, invitationId),
  },
  Mutation: {
    acceptInvitation: (_parent, { invitationId }, ctx) => invitations.acceptInvitation(ctx, invitationId),
    checkInvitationLogin: (_parent, { input }, ctx, info) =>
      invitations.checkInvitationLogin(ctx, input, info),
    signUpWithInvitation: (_parent, { invitationId, input }, ctx, info) =>
      invitations.signUpWithInvitation(ctx, invitationId, input, info),
  },
  Invitation: {
    inviter: (invitation) => invitation.nomPrenomCreateur ?? invitation.createur,
    refusal: (invitation) => invitations.refusalOf(invitation),
  },
};
