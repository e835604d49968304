import extractFiles from 'extract-files/extractFiles.mjs';
import isExtractableFile from 'extract-files/isExtractableFile.mjs';

/**
 * The body of a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec):
 * `operations` (the operation as the gateway accepts it: a trusted document's hash and its variables, each
 * file replaced by null), `map` from the files' field names to those places, then the files named 0, 1… in
 * the order they appear in the variables. Also answers the files in that order, and the byte size of the two
 * leading fields, which the progress computation needs.
 */
export function multipartRequest(operation: {
  variables: unknown;
  operationName?: string | null;
  extensions?: unknown;
}): { body: FormData; files: File[]; leadingBytes: number } {
  const { clone, files: found } = extractFiles(operation, isExtractableFile, '');
  const files = [...found.keys()].filter((file): file is File => file instanceof File);
  const operations = JSON.stringify(clone);
  const map = JSON.stringify(Object.fromEntries(files.map((file, i) => [String(i), found.get(file)])));
  const body = new FormData();
  body.append('operations', operations);
  body.append('map', map);
  files.forEach((file, i) => body.append(String(i), file, file.name));
  const encoder = new TextEncoder();
  return { body, files, leadingBytes: encoder.encode(operations).length + encoder.encode(map).length };
}

/**
 * Percentage sent of each file of a multipart request, from the bytes the browser reports as uploaded. The
 * body carries the `operations` and `map` fields first, then the files in order, so a file starts once every
 * part before it is sent (the parts' boundaries and headers are small enough to leave out).
 */
export function filePercentages(
  loaded: number,
  leadingBytes: number,
  fileSizes: readonly number[],
): number[] {
  let start = leadingBytes;
  return fileSizes.map((size) => {
    const sent = loaded - start;
    start += size;
    if (size === 0) return sent >= 0 ? 100 : 0;
    return Math.round(Math.max(0, Math.min(1, sent / size)) * 100);
  });
}
