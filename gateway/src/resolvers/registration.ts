import type { Resolvers } from '../__generated__/resolvers-types.ts';
import * as registration from '../services/registration.ts';

export const registrationResolvers: Resolvers = {
  Query: {
    breachedPasswordSuffixes: (_parent, { prefix }, ctx) =>
      registration.breachedPasswordSuffixes(ctx, prefix),
  },
  Mutation: {
    register: (_parent, { input }, ctx, info) => registration.register(ctx, input, info),
    requestPasswordReset: (_parent, { input }, ctx, info) =>
      registration.requestPasswordReset(ctx, input, info),
    resetPassword: (_parent, { input }, ctx, info) => registration.resetPassword(ctx, input, info),
  },
};
