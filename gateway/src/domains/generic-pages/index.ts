import type { Domain } from '../domain.ts';
import { genericPagesPrefetch } from './generic-pages-prefetch.ts';
import { GenericPagesApi } from './generic-pages-api.ts';
import { genericPagesResolvers } from './generic-pages-resolvers.ts';

export const genericPagesDomain: Domain = {
  areas: (calls) => ({ genericPages: new GenericPagesApi(calls) }),
  resolvers: [genericPagesResolvers],
  prefetch: genericPagesPrefetch,
};
