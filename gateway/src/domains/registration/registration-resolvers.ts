import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as registration from './registration-service.ts';

export const registrationResolvers: Resolvers = {
  Query: {
    breachRange: (_parent, { prefix }, ctx) => registration.breachRange(ctx, prefix),
    linkedExternalAccount: (_parent, _args, ctx) => registration.linkedExternalAccount(ctx),
  },
  Mutation: {
    register: (_parent, { input }, ctx, info) => registration.register(ctx, input, info),
    requestAccountRecovery: (_parent, { input }, ctx, info) =>
      registration.requestAccountRecovery(ctx, input, info),
    recoverAccount: (_parent, { input }, ctx, info) => registration.recoverAccount(ctx, input, info),
    forgetLinkedExternalAccount: (_parent, _args, ctx) => registration.forgetLinkedExternalAccount(ctx),
  },
};
