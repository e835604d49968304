import type { Domain } from '../domain.ts';
import { billingPrefetch } from './billing-prefetch.ts';
import { BillingApi } from './billing-api.ts';
import { billingResolvers } from './billing-resolvers.ts';

export const billingDomain: Domain = {
  areas: (calls) => ({ billing: new BillingApi(calls) }),
  resolvers: [billingResolvers],
  prefetch: billingPrefetch,
};
