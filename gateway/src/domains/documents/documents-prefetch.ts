import { started, type Prefetch } from '../../graphql/prefetch.ts';
import { isCollaborateur } from '../dossier/dossier-access.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const documentsPrefetch: Prefetch = {
  file: {
    // A node's documents wait for its rights category to be checked against the tree (documents-service.ts).
    storeNode: (ctx, code) => {
      started(ctx.legacy.documents.tree(code));
      if (ctx.legacy.identityHint && !isCollaborateur(ctx.legacy.identityHint))
        started(ctx.legacy.sharing.myRights());
    },
    documentStoreAvailable: (ctx) => started(ctx.legacy.documents.available()),
  },
};
