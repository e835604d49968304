import type { Domain } from '../domain.ts';
import { accountPrefetch } from './account-prefetch.ts';
import { AccountApi } from './account-api.ts';
import { accountResolvers } from './account-resolvers.ts';

export const accountDomain: Domain = {
  areas: (calls) => ({ account: new AccountApi(calls) }),
  resolvers: [accountResolvers],
  prefetch: accountPrefetch,
};
