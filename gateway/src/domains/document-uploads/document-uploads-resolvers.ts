import { entityIdOf } from '@portal/schema/rules/ids';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as uploads from './document-uploads-service.ts';

export const documentUploadsResolvers: Resolvers = {
  Dossier: {
    documentUploadKinds: (d, _args, ctx) => uploads.uploadKinds(ctx, d),
    sentDocuments: (d, { filter }, ctx) => uploads.sentDocuments(ctx, d, filter ?? 'Tous'),
    recentDocuments: (d, _args, ctx) => uploads.recentDocuments(ctx, d),
  },
  SentDocument: {
    id: (doc) => entityIdOf(doc.codeDossier, doc.id),
  },
  Mutation: {
    confirmDocumentUpload: (_p, { input }, ctx) => uploads.confirmDeposit(ctx, input),
  },
};
