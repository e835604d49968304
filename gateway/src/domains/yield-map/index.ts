import type { Domain } from '../domain.ts';
import { yieldMapPrefetch } from './yield-map-prefetch.ts';
import { YieldMapApi } from './yield-map-api.ts';
import { yieldMapResolvers } from './yield-map-resolvers.ts';

export const yieldMapDomain: Domain = {
  areas: (calls) => ({ yieldMap: new YieldMapApi(calls) }),
  resolvers: [yieldMapResolvers],
  prefetch: yieldMapPrefetch,
};
