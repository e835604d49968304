import { started, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const shortcutsPrefetch: Prefetch = {
  viewer: {
    shortcuts: (ctx) => started(ctx.legacy.shortcuts.list()),
    shortcut: (ctx) => started(ctx.legacy.shortcuts.list()),
  },
};
