import type { Domain } from '../domain.ts';
import { documentationPrefetch } from './documentation-prefetch.ts';
import { DocumentationsApi } from './documentation-api.ts';
import { documentationResolvers } from './documentation-resolvers.ts';

export const documentationDomain: Domain = {
  areas: (calls) => ({ documentations: new DocumentationsApi(calls) }),
  resolvers: [documentationResolvers],
  prefetch: documentationPrefetch,
};
