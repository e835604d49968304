import type { Domain } from '../domain.ts';
import { toursPrefetch } from './tours-prefetch.ts';
import { ParcoursApi } from './tours-api.ts';
import { toursResolvers } from './tours-resolvers.ts';

export const toursDomain: Domain = {
  areas: (calls) => ({ parcours: new ParcoursApi(calls) }),
  resolvers: [toursResolvers],
  prefetch: toursPrefetch,
};
