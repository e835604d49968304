import type { Domain } from '../domain.ts';
import { documentsPrefetch } from './documents-prefetch.ts';
import { DocumentsApi } from './documents-api.ts';
import { documentsResolvers } from './documents-resolvers.ts';

export const documentsDomain: Domain = {
  areas: (calls) => ({ documents: new DocumentsApi(calls) }),
  resolvers: [documentsResolvers],
  prefetch: documentsPrefetch,
};
