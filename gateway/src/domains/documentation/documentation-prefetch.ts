import { started, text, type Prefetch } from '../../graphql/prefetch.ts';
import { selectedFields } from '../../graphql/selection.ts';
import { legacyPage } from '../documents/documents-service.ts';

/** The legacy page a list's arguments ask for; none for arguments the resolver will refuse. */
const safeLegacyPage = (args: Record<string, unknown>) => {
  try {
    return legacyPage(args);
  } catch {
    return null;
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
      const page = safeLegacyPage(documents.args);
      if (page) started(ctx.legacy.documentations.library(codeGed, page));
    },
  },
};
