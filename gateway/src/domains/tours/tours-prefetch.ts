import { started, text, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const toursPrefetch: Prefetch = {
  viewer: {
    tourInProgress: (ctx, _hint, field) => {
      const routeName = text(field.args.routeName);
      if (routeName !== null) started(ctx.legacy.parcours.inProgress(routeName));
    },
  },
};
