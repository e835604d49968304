import { started, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const generalAssemblyPrefetch: Prefetch = {
  file: {
    assembleeGenerale: (ctx, code) => {
      started(ctx.legacy.generalAssembly.dates(code));
      started(ctx.legacy.generalAssembly.invitations(new Date().getFullYear(), code));
      started(ctx.legacy.user.profile());
    },
  },
};
