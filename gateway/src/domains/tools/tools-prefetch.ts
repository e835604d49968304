import { started, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const toolsPrefetch: Prefetch = {
  file: {
    tools: (ctx, code) => started(ctx.legacy.tools.list(code)),
    toolCategory: (ctx, code) => started(ctx.legacy.tools.list(code)),
  },
};
