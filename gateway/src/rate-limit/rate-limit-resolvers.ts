import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { budgetOf } from '../plugins/request-cost.ts';
import { credentialsMissing, hasCredentials } from '../plugins/signed-in-only.ts';

export const rateLimitResolvers: Resolvers = {
  Query: {
    rateLimit: (_root, _args, ctx) => {
      if (!hasCredentials(ctx)) throw credentialsMissing();
      const { bucket, charged } = ctx.cost;
      if (bucket === null) return null;
      return { ...budgetOf(bucket), cost: charged };
    },
  },
};
