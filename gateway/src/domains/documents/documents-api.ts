import type { InvoiceKind } from '@portal/schema/rules/documents';
import type { DocumentPage } from './document-pages.ts';
import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import {
  gedStatusShape,
  type LegacyStoreDocument,
  type LegacyStoreNode,
  storeDocumentListShape,
  storeTreeShape,
} from './documents-shapes.ts';
import { segment } from '../legacy-shapes.ts';

export const pageQuery = ({ filter, page, size }: DocumentPage) =>
  `containsfilter=${encodeURIComponent(filter)}&page=${page}&size=${size}`;

/** The document store's calls (legacy-api/CONTRACT.md, /api/documents/ged/*), under the file's categories. */
export class DocumentsApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/documents/checkGEDStatus: whether the store answers (the same for every file). */
  async available(): Promise<boolean> {
    return (await this.#client.get('/api/documents/checkGEDStatus', gedStatusShape)).data.gedDispo;
  }

  /** GET /api/documents/ged/nodes/{code}: the main node and the tree below it. */
  async tree(codeDossier: string): Promise<LegacyStoreNode> {
    return (await this.#client.get(`/api/documents/ged/nodes/${segment(codeDossier)}`, storeTreeShape)).data;
  }

  /** GET /api/documents/ged/documents/{code}/{codeGED}?containsfilter&page&size */
  async documents(codeDossier: string, node: string, page: DocumentPage): Promise<LegacyStoreDocument[]> {
    const path = `/api/documents/ged/documents/${segment(codeDossier)}/${segment(node)}?${pageQuery(page)}`;
    return (await this.#client.get(path, storeDocumentListShape)).data;
  }

  /** GET /api/documents/ged/factures/{code}/{annee}/{type}?containsfilter&page&size (annee 0: every year) */
  async invoices(
    codeDossier: string,
    annee: number,
    kind: InvoiceKind,
    page: DocumentPage,
  ): Promise<LegacyStoreDocument[]> {
    const path = `/api/documents/ged/factures/${segment(codeDossier)}/${annee}/${kind}?${pageQuery(page)}`;
    return (await this.#client.get(path, storeDocumentListShape)).data;
  }

  /** GET /api/documents/ged/inprogress/{code}?containsfilter: every document waiting to be filed. */
  async waiting(codeDossier: string, filter: string): Promise<LegacyStoreDocument[]> {
    const path = `/api/documents/ged/inprogress/${segment(codeDossier)}?containsfilter=${encodeURIComponent(filter)}`;
    return (await this.#client.get(path, storeDocumentListShape)).data;
  }

  /** GET /api/documents/ged/inprogress/preview/{id}/{page}: a waiting document's page as a picture. */
  waitingPagePath(id: string, page: number): string {
    return `/api/documents/ged/inprogress/preview/${segment(id)}/${page}`;
  }

  /** GET /api/documents/ged/paies/download/{codeDossier}/{year}/{month}: a payroll month's files in a zip. */
  payrollZipPath(codeDossier: string, year: number, month: number): string {
    return `/api/documents/ged/paies/download/${segment(codeDossier)}/${year}/${month}`;
  }

  /** The path of a document's file: as an attachment, or inline for its preview. */
  filePath(codeDossier: string, id: string, preview: boolean): string {
    const path = `/api/documents/ged/document/${segment(codeDossier)}/${segment(id)}`;
    return preview ? `${path}/preview` : path;
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly documents: DocumentsApi;
  }
}
