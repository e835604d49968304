import type { Domain } from '../domain.ts';
import { homePrefetch } from './home-prefetch.ts';
import { HomeApi } from './home-api.ts';
import { homeResolvers } from './home-resolvers.ts';

export const homeDomain: Domain = {
  areas: (calls) => ({ home: new HomeApi(calls) }),
  resolvers: [homeResolvers],
  prefetch: homePrefetch,
};
