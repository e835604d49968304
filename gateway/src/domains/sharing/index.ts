import type { Domain } from '../domain.ts';
import { sharingPrefetch } from './sharing-prefetch.ts';
import { SharingApi } from './sharing-api.ts';
import { sharingResolvers } from './sharing-resolvers.ts';

export const sharingDomain: Domain = {
  areas: (calls) => ({ sharing: new SharingApi(calls) }),
  resolvers: [sharingResolvers],
  prefetch: sharingPrefetch,
};
