/**
 * The body of a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec):
 * `operations` (the operation as the gateway accepts it: a trusted document's hash and its variables, with a
 * null in place of each file), `map` from the field names to those places, then the files
 * named 0, 1… Also answers the byte size of the two leading fields, which the progress computation needs.
 */
export function multipartRequest(
  operation: { variables: unknown; operationName?: string | null; extensions?: unknown },
  files: readonly { path: string; file: Blob; name: string }[],
): { body: FormData; leadingBytes: number } {
  const operations = JSON.stringify(operation);
  const map = JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [f.path]])));
  const body = new FormData();
  body.append('operations', operations);
  body.append('map', map);
  files.forEach((f, i) => body.append(String(i), f.file, f.name));
  const encoder = new TextEncoder();
  return { body, leadingBytes: encoder.encode(operations).length + encoder.encode(map).length };
}
