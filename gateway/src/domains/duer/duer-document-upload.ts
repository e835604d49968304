import type { z } from 'zod';
import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { multipartBody, type MultipartFile } from '../../transport/multipart-body.ts';

/** A DUER document's file (a page or an annexe) as the legacy form's one part, streamed as it comes. */
export interface DocumentFile {
  name: string;
  parts: AsyncIterable<MultipartFile>;
}

/** Posts a DUER document form, its text fields then its one file (spec 002 §7: files posted one at a time). */
export function postDocumentForm<S extends z.ZodType>(
  client: LegacyCalls,
  path: string,
  fields: readonly (readonly [string, string])[],
  file: DocumentFile,
  signal: AbortSignal,
  shape: S,
): Promise<z.output<S>> {
  const { contentType, body } = multipartBody(fields, file.parts);
  return client.upload(path, shape, { body, contentType, signal });
}
