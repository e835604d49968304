import type { Domain } from '../domain.ts';
import { loansPrefetch } from './loans-prefetch.ts';
import { LoansApi } from './loans-api.ts';
import { loansResolvers } from './loans-resolvers.ts';

export const loansDomain: Domain = {
  areas: (calls) => ({ loans: new LoansApi(calls) }),
  resolvers: [loansResolvers],
  prefetch: loansPrefetch,
};
