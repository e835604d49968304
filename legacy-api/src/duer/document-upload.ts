import { MAX_ATTACHMENT_BYTES } from '@portal/schema/rules/attachments';
import {
  FILE_TYPE_REFUSED,
  hasAcceptedExtension,
  LABEL_AND_FILE_REQUIRED,
} from '@portal/schema/rules/duer-pages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { badRequest, LegacyError } from '../errors.ts';

// A DUER document (a page or an annexe) is posted as a multipart form, one file at a time (spec 002 §7), and read
// back from the file routes; both kinds share the files' table, duer_fichiers.

/** The multipart plugin's limits for a document form: one file, a few text fields. */
export const DOCUMENT_FORM_LIMITS = {
  limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 21 },
};

/** The OpenAPI description of a document form of these text fields and its one file. */
export const uploadBody = (
  description: string,
  fields: Record<string, { type: 'string'; description?: string; enum?: string[] }>,
) => ({
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        description,
        required: ['idDuer', 'files'],
        properties: { ...fields, files: { type: 'string', format: 'binary' } },
      },
    },
  },
});

/** A posted document form: its text fields and its one file, read whole (a document of a few pages). */
export interface DocumentUpload {
  fields: Map<string, string>;
  file: { name: string; type: string; bytes: Buffer } | null;
}

export async function readUpload(
  request: FastifyRequest,
  expected: ReadonlySet<string>,
): Promise<DocumentUpload> {
  if (!request.isMultipart())
    throw new LegacyError(415, 'Le corps de la requête doit être au format multipart/form-data.', true);
  const upload: DocumentUpload = { fields: new Map(), file: null };
  try {
    for await (const part of request.parts()) {
      if (!expected.has(part.fieldname))
        throw badRequest(`Requête invalide : le champ « ${part.fieldname} » n'est pas attendu.`);
      if (part.type === 'field') upload.fields.set(part.fieldname, String(part.value));
      else if (upload.file) throw badRequest('Un seul fichier est envoyé à la fois.');
      else upload.file = { name: part.filename, type: part.mimetype, bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new LegacyError(413, 'Le fichier est trop volumineux.', true);
    throw error;
  }
  return upload;
}

/** The names of a form's fields, as `readUpload` expects them. */
export const fieldsOf = (body: ReturnType<typeof uploadBody>): ReadonlySet<string> =>
  new Set(Object.keys(body.content['multipart/form-data'].schema.properties));

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** §5: the document's file, a .doc, .docx or .pdf that is not empty; stored, its id answered. */
export async function storedFile(db: Db, upload: DocumentUpload): Promise<number> {
  const { file } = upload;
  if (!file || file.bytes.length === 0) throw badRequest(LABEL_AND_FILE_REQUIRED);
  const name = upload.fields.get('nomFichier') || file.name;
  if (!hasAcceptedExtension(name)) throw badRequest(FILE_TYPE_REFUSED);
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO duer_fichiers (nom_fichier, type_mime, contenu) VALUES ($1, $2, $3) RETURNING id',
    [name, MIME_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? file.type, file.bytes],
  );
  return rows[0]?.id ?? 0;
}

export const idField = (upload: DocumentUpload, name: string): number => {
  const value = Number(upload.fields.get(name));
  if (!Number.isInteger(value)) throw badRequest('Paramètre manquant');
  return value;
};

export interface StoredFile {
  nom_fichier: string | null;
  type_mime: string | null;
  contenu: Buffer | null;
}

/**
 * A document's file, `inline` to view it; as the legacy does, a document without a file answers plain text,
 * which the product reads as 'no document'.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, inline: boolean) {
  if (!file.nom_fichier || !file.contenu) return reply.type('text/plain').send('Aucun fichier');
  return reply
    .type(file.type_mime ?? 'application/octet-stream')
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.nom_fichier)}`,
    )
    .send(Buffer.from(file.contenu));
}
