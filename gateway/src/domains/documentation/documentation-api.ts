import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import type { DocumentPage } from '../documents/document-pages.ts';
import { pageQuery } from '../documents/documents-api.ts';
import { documentationTreeShape, type LegacyDocumentation } from './documentation-shapes.ts';
import { libraryDocumentListShape, type LegacyLibraryDocument, segment } from '../legacy-shapes.ts';

/** The documentation area's calls (spec 001 §7, Documentation and tutorials): the same for every file. */
export class DocumentationsApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/documentations */
  tree(): Promise<LegacyDocumentation[]> {
    return this.#client.get('/api/documentations', documentationTreeShape);
  }

  /** GET /api/documentations/ged/{codeGED}?containsfilter&page&size */
  library(codeGed: string, page: DocumentPage): Promise<LegacyLibraryDocument[]> {
    return this.#client.get(
      `/api/documentations/ged/${segment(codeGed)}?${pageQuery(page)}`,
      libraryDocumentListShape,
    );
  }

  /** The legacy path of an entry's icon, streamed by the gateway's file route. */
  iconPath(code: string): string {
    return `/api/documentations/icon/${segment(code)}`;
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly documentations: DocumentationsApi;
  }
}
