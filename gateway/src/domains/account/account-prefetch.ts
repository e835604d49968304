import { started, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const accountPrefetch: Prefetch = {
  viewer: {
    communications: (ctx) => {
      started(ctx.legacy.account.communications());
      started(ctx.legacy.user.dossiers());
    },
    countries: (ctx) => started(ctx.legacy.account.countries()),
  },
};
