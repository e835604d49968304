import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { connectionFields, opaquePageOf } from './connection.ts';
import { viewerDossiers } from '../domains/dossier/dossier-access.ts';

/** Items answered when a script does not say how many: a page it can hold, well under the maximum. */
const DEFAULT_PAGE_SIZE = 50;

export const pagingResolvers: Resolvers = {
  Viewer: {
    dossierConnection: async (identity, { first, after }, ctx) =>
      opaquePageOf(
        await viewerDossiers(ctx, identity),
        { first: first ?? DEFAULT_PAGE_SIZE, after },
        'dossier',
        (d) => d.codeDossier,
      ),
    notificationConnection: async (_identity, { first, after }, ctx) =>
      opaquePageOf(
        await ctx.legacy.notifications.list(),
        { first: first ?? DEFAULT_PAGE_SIZE, after },
        'notification',
        (n) => n._id,
      ),
  },
  DossierConnection: connectionFields,
  NotificationConnection: connectionFields,
};
