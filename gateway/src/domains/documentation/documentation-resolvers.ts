import { entryKindOf } from '@portal/schema/rules/documentation';
import { webLinkOf } from '@portal/schema/rules/links';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { connectionFields } from '../../graphql/connection.ts';
import { documentationIconUrl } from '../../graphql/file-urls.ts';
import * as documentation from './documentation-service.ts';

export const documentationResolvers: Resolvers = {
  Dossier: {
    documentations: (d, _args, ctx) => documentation.fileDocumentations(ctx, d),
    documentation: (d, { codes }, ctx) => documentation.fileDocumentation(ctx, d, codes),
    documentationLibrary: (d, { codeGed }, ctx) => documentation.fileLibrary(ctx, d, codeGed),
  },
  Documentation: {
    id: (entry) => entry.code,
    kind: (entry) => entryKindOf(entry),
    url: (entry) => (entryKindOf(entry) === 'link' ? webLinkOf(entry.url) : null),
    codeGed: (entry) => (entryKindOf(entry) === 'library' ? entry.codeGed : null),
    iconUrl: (entry) => documentationIconUrl(entry.code),
  },
  DocumentationLibrary: {
    id: (library) => library.codeGed,
    documents: (library, args, ctx) => documentation.libraryDocuments(ctx, library, args),
  },
  LibraryDocument: {
    id: (doc) => `${doc.codeGed}:${doc.id}`,
    url: (doc) => webLinkOf(doc.urlPreview),
  },
  LibraryDocumentConnection: { ...connectionFields, totalCount: (page) => page.totalCount() },
};
