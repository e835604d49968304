import { started, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const loansPrefetch: Prefetch = {
  file: {
    loans: (ctx, code) => started(ctx.legacy.loans.list(code)),
    loan: (ctx, code) => started(ctx.legacy.loans.list(code)),
  },
};
