import { started, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const homePrefetch: Prefetch = {
  file: {
    keyFigures: (ctx, code) => started(ctx.legacy.home.keyFigures(code)),
  },
  viewer: {
    homeSections: (ctx) => started(ctx.legacy.home.sections()),
  },
};
