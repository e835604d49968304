import {
  MAX_UPLOAD_BYTES,
  UPLOAD_EMPTY,
  UPLOAD_FILE_TYPES,
  UPLOAD_TOO_LARGE,
  type UploadFileType,
} from '@portal/schema/rules/document-uploads';
import { codeDossier } from '@portal/schema/rules/ids';
import { FORBIDDEN_CHARACTER, hasForbiddenCharacter } from '@portal/schema/rules/text';
import { isMediaType } from '../transport/multipart-body.ts';

/** A resumable upload's metadata once checked: what the legacy's `POST /api/documents/upload` is sent. */
export interface UploadMetadata {
  name: string;
  type: string;
  codeDossier: string;
  typeFichier: UploadFileType;
  size: number;
}

/** Why a creation is refused: its HTTP status and French message. */
export interface MetadataRefusal {
  status: number;
  message: string;
}

const MAX_NAME_LENGTH = 255;
const INCOMPLETE = 'Dépôt incomplet : nom du fichier, dossier ou type manquant.';

const isFileType = (value: string | undefined): value is UploadFileType =>
  (UPLOAD_FILE_TYPES as readonly (string | undefined)[]).includes(value);

/**
 * The tus `Upload-Metadata` header (comma-separated `key base64value` pairs), each value decoded as UTF-8; null
 * when a value is not base64 of UTF-8 text, which no browser's tus client sends.
 */
function decodedPairs(header: string | undefined): Record<string, string> | null {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const pairs: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value = '', ...rest] = pair.trim().split(' ');
    if (!key) continue;
    if (rest.length > 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
    try {
      pairs[key] = decoder.decode(Buffer.from(value, 'base64'));
    } catch {
      return null;
    }
  }
  return pairs;
}

/**
 * A creation's metadata and length held to the GraphQL upload's rules before anything is written or forwarded
 * (issue 42): a file name of 1 to 255 characters without a control character (the input guard's rule and message),
 * a media type and nothing more, a file code of its shape, a kind of the store, a size of 1 byte to 25 MB.
 */
export function checkedMetadata(
  header: string | undefined,
  lengthHeader: string | undefined,
): UploadMetadata | MetadataRefusal {
  const pairs = decodedPairs(header);
  if (pairs === null) return { status: 400, message: INCOMPLETE };
  const name = pairs.filename ?? '';
  const type = pairs.filetype ?? '';
  if (!name || name.length > MAX_NAME_LENGTH || !isFileType(pairs.typeFichier) || !pairs.codedossier)
    return { status: 400, message: INCOMPLETE };
  if (hasForbiddenCharacter(name) || (type !== '' && !isMediaType(type)))
    return { status: 400, message: FORBIDDEN_CHARACTER };
  const code = codeDossier.safeParse(pairs.codedossier);
  if (!code.success) return { status: 400, message: code.error.issues[0]?.message ?? INCOMPLETE };
  const size = Number(lengthHeader);
  if (lengthHeader === undefined || !/^\d+$/.test(lengthHeader) || !Number.isSafeInteger(size))
    return { status: 400, message: 'Taille du fichier manquante.' };
  if (size === 0) return { status: 400, message: UPLOAD_EMPTY(name) };
  if (size > MAX_UPLOAD_BYTES) return { status: 413, message: UPLOAD_TOO_LARGE(name) };
  return { name, type, codeDossier: code.data, typeFichier: pairs.typeFichier, size };
}
