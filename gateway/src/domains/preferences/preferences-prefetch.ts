import { started, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const preferencesPrefetch: Prefetch = {
  viewer: {
    mailThemes: (ctx) => {
      started(ctx.legacy.mailThemes.themes());
      started(ctx.legacy.mailThemes.access());
    },
  },
};
