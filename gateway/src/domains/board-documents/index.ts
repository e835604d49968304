import type { Domain } from '../domain.ts';
import { boardDocumentsPrefetch } from './board-documents-prefetch.ts';
import { BoardDocumentsApi } from './board-documents-api.ts';
import { boardDocumentsResolvers } from './board-documents-resolvers.ts';

export const boardDocumentsDomain: Domain = {
  areas: (calls) => ({ boardDocuments: new BoardDocumentsApi(calls) }),
  resolvers: [boardDocumentsResolvers],
  prefetch: boardDocumentsPrefetch,
};
