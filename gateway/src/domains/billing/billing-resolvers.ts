import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as billing from './billing-service.ts';

export const billingResolvers: Resolvers = {
  Dossier: {
    abonnement: (d, _args, ctx) => billing.fileSubscription(ctx, d),
  },
  Mutation: {
    saveBillingSettings: (_p, { input }, ctx) => billing.saveBillingSettings(ctx, input),
  },
};
