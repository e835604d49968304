import { started, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const documentUploadsPrefetch: Prefetch = {
  file: {
    documentUploadKinds: (ctx, code) => started(ctx.legacy.documentUploads.hasPayrollManager(code)),
    sentDocuments: (ctx, code) => started(ctx.legacy.documentUploads.history(code)),
    recentDocuments: (ctx, code) => started(ctx.legacy.documentUploads.history(code)),
  },
};
