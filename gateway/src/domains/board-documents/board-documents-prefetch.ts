import { asks, started, text, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const boardDocumentsPrefetch: Prefetch = {
  viewer: {
    // The board's calls wait for nothing but the right administrateur_cder (board-documents-service.ts).
    boardWorkspaces: (ctx) => {
      started(ctx.legacy.droits.rights());
      started(ctx.legacy.boardDocuments.workspaces());
    },
    boardWorkspace: (ctx, _hint, field, info) => {
      started(ctx.legacy.droits.rights());
      started(ctx.legacy.boardDocuments.workspaces());
      const id = text(field.args.workspaceId);
      if (id !== null && asks(info, field, 'documents')) started(ctx.legacy.boardDocuments.documents(id));
    },
  },
};
