import { UPLOAD_FILE_TYPES, type UploadFileType } from '@portal/schema/rules/document-uploads';
import { z } from 'zod';
import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { multipartBody } from '../../transport/multipart-body.ts';
import { okShape, segment } from '../legacy-shapes.ts';

/** A document sent to a file's store (spec 001 §3 Document), as the legacy answers it. */
export const sentDocumentShape = z.object({
  id: z.string(),
  nomFichier: z.string(),
  dateEnvoi: z.string(),
  typeFichier: z.enum(UPLOAD_FILE_TYPES),
});
export type LegacySentDocument = z.output<typeof sentDocumentShape>;

const sentAnswerShape = z.object({ data: sentDocumentShape });
const sentListShape = z.object({ data: z.array(sentDocumentShape) });
const flagShape = z.object({ data: z.boolean() });

async function* toAsync<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* await Promise.resolve(items);
}

/** A file on its way to the store: its name and its bytes as they are read. */
export interface OutgoingDocument {
  codeDossier: string;
  typeFichier: UploadFileType;
  name: string;
  type: string;
  content: AsyncIterable<Uint8Array>;
}

/** The store's upload calls (spec 001 §7 Documents) and the payroll manager check of the upload choice. */
export class DocumentUploadsApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** POST /api/documents/upload: one file per call, streamed as it is read (multipart codedossier, typeFichier, files). */
  async send(document: OutgoingDocument, signal: AbortSignal): Promise<LegacySentDocument> {
    const { contentType, body } = multipartBody(
      [
        ['codedossier', document.codeDossier],
        ['typeFichier', document.typeFichier],
      ],
      toAsync([{ field: 'files', name: document.name, type: document.type, content: document.content }]),
    );
    const answer = await this.#client.upload('/api/documents/upload', sentAnswerShape, {
      body,
      contentType,
      signal,
    });
    this.#client.forget(this.historyPath(document.codeDossier));
    return answer.data;
  }

  /** POST /api/documents/sendmailconfirmupload: the deposit's counts and comment to the file's contributors. */
  async confirm(deposit: {
    codedossier: string;
    typeFichier: UploadFileType;
    nbDocuments: number;
    nbDocumentsEnErreur: number;
    commentaire: string | null;
  }): Promise<void> {
    const { commentaire, ...counts } = deposit;
    await this.#client.send('POST', '/api/documents/sendmailconfirmupload', okShape, {
      body: commentaire ? { ...counts, commentaire } : counts,
    });
  }

  historyPath(codeDossier: string): string {
    return `/api/documents/${segment(codeDossier)}`;
  }

  /** GET /api/documents/{code}: the documents sent to the file, newest first. */
  async history(codeDossier: string): Promise<LegacySentDocument[]> {
    return (await this.#client.get(this.historyPath(codeDossier), sentListShape)).data;
  }

  /** GET /api/contacts/hasgestionnairepaie/{code}: whether a contact of the file is its payroll manager. */
  async hasPayrollManager(codeDossier: string): Promise<boolean> {
    return (await this.#client.get(`/api/contacts/hasgestionnairepaie/${segment(codeDossier)}`, flagShape))
      .data;
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly documentUploads: DocumentUploadsApi;
  }
}
