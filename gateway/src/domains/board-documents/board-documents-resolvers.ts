import { isPreviewable } from '@portal/schema/rules/documents';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { boardDocumentUrl } from '../../graphql/file-urls.ts';
import * as board from './board-documents-service.ts';

export const boardDocumentsResolvers: Resolvers = {
  Viewer: {
    boardWorkspaces: (_viewer, _args, ctx) => board.workspaces(ctx),
    boardWorkspace: (_viewer, { workspaceId }, ctx) => board.workspace(ctx, workspaceId),
  },
  BoardWorkspace: {
    id: (w) => w.uuid,
    documents: (w, _args, ctx) => board.documents(ctx, w),
  },
  BoardDocument: {
    downloadUrl: (doc) => boardDocumentUrl(doc.id, false),
    previewUrl: (doc) => (isPreviewable(doc.name) ? boardDocumentUrl(doc.id, true) : null),
  },
};
