import type { Resolvers } from '../__generated__/resolvers-types.ts';
import * as uploads from '../services/document-uploads.ts';

export const documentUploadsResolvers: Resolvers = {
  Dossier: {
    documentUploadKinds: (d, _args, ctx) => uploads.uploadKinds(ctx, d),
  },
  Mutation: {
    confirmDocumentUpload: (_p, { input }, ctx) => uploads.confirmDeposit(ctx, input),
  },
};
