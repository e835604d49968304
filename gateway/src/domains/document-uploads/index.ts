import type { Domain } from '../domain.ts';
import { documentUploadsPrefetch } from './document-uploads-prefetch.ts';
import { DocumentUploadsApi } from './document-uploads-api.ts';
import { documentUploadsResolvers } from './document-uploads-resolvers.ts';

export const documentUploadsDomain: Domain = {
  areas: (calls) => ({ documentUploads: new DocumentUploadsApi(calls) }),
  resolvers: [documentUploadsResolvers],
  prefetch: documentUploadsPrefetch,
};
