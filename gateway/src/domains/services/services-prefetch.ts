import { started, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const servicesPrefetch: Prefetch = {
  file: {
    services: (ctx) => started(ctx.legacy.services.list()),
    service: (ctx) => started(ctx.legacy.services.list()),
    serviceCallbackContact: (ctx, code) => started(ctx.legacy.contacts.ofFile(code)),
  },
};
