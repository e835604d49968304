import type { z } from 'zod';
import type { LegacyClient } from './client.ts';
import { multipartBody, type MultipartFile } from './multipart-body.ts';

/** A DUER document's file (a page or an annexe) as the legacy form's one part, streamed as it comes. */
export interface DocumentFile {
  name: string;
  parts: AsyncIterable<MultipartFile>;
}

/** Posts a DUER document form, its text fields then its one file (spec 002 §7: files posted one at a time). */
export function postDocumentForm<S extends z.ZodType>(
  client: LegacyClient,
  path: string,
  fields: readonly (readonly [string, string])[],
  file: DocumentFile,
  signal: AbortSignal,
  shape: S,
): Promise<z.output<S>> {
  const { contentType, body } = multipartBody(fields, file.parts);
  return client.upload(path, shape, { body, contentType, signal });
}
