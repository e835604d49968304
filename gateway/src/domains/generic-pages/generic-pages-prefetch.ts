import { started, text, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const genericPagesPrefetch: Prefetch = {
  viewer: {
    genericPage: (ctx, _hint, field) => {
      const pageId = text(field.args.pageId);
      if (pageId !== null) started(ctx.legacy.genericPages.byId(pageId));
    },
  },
};
