import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import {
  boardDocumentListShape,
  boardWorkspaceListShape,
  type LegacyBoardWorkspace,
} from './board-documents-shapes.ts';
import { type LegacyLibraryDocument, segment } from '../legacy-shapes.ts';

const BASE = '/api/documents/ged/administration/documents';

/** The board's documents (spec 001 §7, /api/documents/ged/administration/documents/*), for its administrators. */
export class BoardDocumentsApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET …/tree/: the workspaces, in order. */
  async workspaces(): Promise<LegacyBoardWorkspace[]> {
    return (await this.#client.get(`${BASE}/tree/`, boardWorkspaceListShape)).data;
  }

  /** GET …/nodes/{uuid}: a workspace's documents. */
  async documents(uuid: string): Promise<LegacyLibraryDocument[]> {
    return (await this.#client.get(`${BASE}/nodes/${segment(uuid)}`, boardDocumentListShape)).data;
  }

  /** The legacy path of a document's file, as an attachment or shown inline; streamed by the file route. */
  filePath(id: string, preview: boolean): string {
    return `${BASE}/document/${segment(id)}${preview ? '/preview' : ''}`;
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly boardDocuments: BoardDocumentsApi;
  }
}
