import { started, text, type Prefetch } from '../../graphql/prefetch.ts';
import { selectedFields } from '../../graphql/selection.ts';
import { documentRange } from '../documents/documents-service.ts';
import { pagesOf } from '../documents/document-pages.ts';

/** The legacy pages a list's arguments ask for; none for arguments the resolver will refuse. */
const safeLegacyPages = (args: Record<string, unknown>) => {
  try {
    return pagesOf(documentRange(args));
  } catch {
    return [];
  }
};

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const documentationPrefetch: Prefetch = {
  file: {
    documentations: (ctx) => started(ctx.legacy.documentations.tree()),
    documentation: (ctx) => started(ctx.legacy.documentations.tree()),
    // A library's documents are the firm's, the same for everyone: asked beside the tree, released after its check.
    documentationLibrary: (ctx, _code, field, info) => {
      started(ctx.legacy.documentations.tree());
      const codeGed = text(field.args.codeGed);
      const documents = selectedFields(info, field.selectionSet).find((f) => f.name === 'documents');
      if (codeGed === null || !documents) return;
      for (const page of safeLegacyPages(documents.args))
        started(ctx.legacy.documentations.library(codeGed, page));
    },
  },
};
