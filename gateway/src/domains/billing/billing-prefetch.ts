import { started, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const billingPrefetch: Prefetch = {
  file: {
    abonnement: (ctx, code) => started(ctx.legacy.billing.ofFile(code)),
  },
};
