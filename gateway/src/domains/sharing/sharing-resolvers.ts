import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as sharing from './sharing-service.ts';

export const sharingResolvers: Resolvers = {
  Viewer: {
    invitationsReceived: (_identity, _args, ctx) => ctx.legacy.droits.invitations(),
    acquiredAccesses: (_identity, _args, ctx) => sharing.acquiredAccesses(ctx),
    canShare: (identity, _args, ctx) => sharing.canShare(ctx, identity),
    sentInvitations: (identity, _args, ctx) => sharing.sentInvitations(ctx, identity),
    sharedWith: (identity, _args, ctx) => sharing.sharedWith(ctx, identity),
    sharingRoles: (identity, _args, ctx) => sharing.sharingRoles(ctx, identity),
    rightsCategories: (identity, _args, ctx) => sharing.rightsCategories(ctx, identity),
  },
  Mutation: {
    refuseInvitation: (_p, { invitationId }, ctx) => sharing.refuseInvitation(ctx, invitationId),
    removeDossierAccess: (_p, { codeDossier }, ctx) => sharing.removeDossierAccess(ctx, codeDossier),
    inviteToShare: (_p, { input }, ctx) => sharing.inviteToShare(ctx, input),
    changeSentInvitation: (_p, { input }, ctx) => sharing.changeSentInvitation(ctx, input),
    deleteSentInvitation: (_p, { invitationId }, ctx) => sharing.deleteSentInvitation(ctx, invitationId),
    setPersonRights: (_p, { input }, ctx) => sharing.setPersonRights(ctx, input),
    withdrawAccess: (_p, { input }, ctx) => sharing.withdrawAccess(ctx, input),
  },
};
