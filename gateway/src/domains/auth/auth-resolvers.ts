import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as auth from './auth-service.ts';

export const authResolvers: Resolvers = {
  Mutation: {
    signIn: (_parent, { input }, ctx, info) => auth.signIn(ctx, input, info),
    signOut: (_parent, _args, ctx) => auth.signOut(ctx),
  },
};
