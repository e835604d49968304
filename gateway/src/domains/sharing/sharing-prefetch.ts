import type { GatewayContext } from '../../context.ts';
import { started, type Prefetch, type ViewerPrefetch } from '../../graphql/prefetch.ts';
import { isCollaborateur, viewerDossiers } from '../dossier/dossier-access.ts';

/**
 * Access sharing (sharing-service.ts): a list, the files that tell an owner, and the roles and the tree that name
 * what the list holds. Collaborators share nothing: nothing is started for them.
 */
const sharingList =
  (list: (ctx: GatewayContext) => Promise<unknown>): ViewerPrefetch =>
  (ctx, hint) => {
    if (isCollaborateur(hint)) return;
    started(viewerDossiers(ctx, hint));
    started(list(ctx));
    started(ctx.legacy.sharing.roles());
    started(ctx.legacy.sharing.categories());
  };

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const sharingPrefetch: Prefetch = {
  viewer: {
    invitationsReceived: (ctx) => started(ctx.legacy.droits.invitations()),
    acquiredAccesses: sharingList((ctx) => ctx.legacy.sharing.myRights()),
    canShare: (ctx, hint) => started(viewerDossiers(ctx, hint)),
    sentInvitations: sharingList((ctx) => ctx.legacy.sharing.sentInvitations()),
    sharedWith: sharingList((ctx) => ctx.legacy.sharing.transmitted()),
    sharingRoles: sharingList((ctx) => ctx.legacy.sharing.roles()),
    rightsCategories: sharingList((ctx) => ctx.legacy.sharing.categories()),
  },
};
