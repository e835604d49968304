import { entityIdOf } from '@portal/schema/rules/ids';
import {
  isNodeUnavailable,
  isPayrollNode,
  payrollMonthOf,
  waitingKindsOf,
} from '@portal/schema/rules/documents';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { connectionFields } from '../../graphql/connection.ts';
import { payrollZipUrl, storeDocumentUrl, waitingPageUrl } from '../../graphql/file-urls.ts';
import * as documents from './documents-service.ts';

export const documentsResolvers: Resolvers = {
  Dossier: {
    storeNode: (d, { legacyId }, ctx) => documents.storeNode(ctx, d, legacyId),
    documentTree: (d, args, ctx) => documents.documentTree(ctx, d, args),
    documentStoreAvailable: (_d, _args, ctx) => ctx.legacy.documents.available(),
  },
  StoreNode: {
    id: (node) => entityIdOf(node.codeDossier, node._id),
    legacyId: (node) => node._id,
    isPayroll: (node) => isPayrollNode(node._id),
    payrollZipUrl: (node) => (payrollMonthOf(node._id) ? payrollZipUrl(node.codeDossier, node._id) : null),
    unavailable: (node) => isNodeUnavailable(node.template, node.permissions),
    waitingKinds: (node) => (node.template === 'waitingDocuments' ? waitingKindsOf(node.permissions) : []),
    nodes: (node) => documents.childrenOf(node),
    documents: (node, args, ctx) => documents.documents(ctx, node, args),
  },
  StoreDocument: {
    id: (doc) => entityIdOf(doc.codeDossier, doc.id),
    legacyId: (doc) => doc.id,
    downloadUrl: (doc) => storeDocumentUrl(doc, false),
    previewUrl: (doc) => storeDocumentUrl(doc, true),
    // Waiting invoices show as their pages' pictures (spec 001 §2); other documents have none.
    pageUrls: (doc) =>
      doc.waiting && doc.type === 'facture'
        ? Array.from({ length: doc.nbPages }, (_, n) => waitingPageUrl(doc, n + 1))
        : [],
  },
  StoreDocumentConnection: { ...connectionFields, totalCount: (page) => page.totalCount() },
};
