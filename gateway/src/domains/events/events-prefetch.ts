import { itemOf, started, type Prefetch, type FileCall } from '../../graphql/prefetch.ts';

const eventList: FileCall = (ctx, code) => ctx.legacy.events.list(code);

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const eventsPrefetch: Prefetch = {
  file: {
    events: (ctx, code) => started(eventList(ctx, code)),
    nextEvent: (ctx, code) => started(eventList(ctx, code)),
    event: itemOf(eventList, 'subscriptions', (ctx, code, id) => ctx.legacy.events.subscriptions(code, id)),
  },
};
