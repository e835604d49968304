import type { Domain } from '../domain.ts';
import { servicesPrefetch } from './services-prefetch.ts';
import { ServicesApi } from './services-api.ts';
import { servicesResolvers } from './services-resolvers.ts';

export const servicesDomain: Domain = {
  areas: (calls) => ({ services: new ServicesApi(calls) }),
  resolvers: [servicesResolvers],
  prefetch: servicesPrefetch,
};
