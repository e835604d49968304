/** A GraphQL multipart request body written by hand, so that tests can send it in any shape, right or wrong. */
export function multipartPayload(
  operations: unknown,
  map: unknown,
  files: readonly { field: string; name: string; content: string }[],
) {
  const boundary = 'essai-envoi';
  const part = (headers: string, body: string) => `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
  const payload =
    part('Content-Disposition: form-data; name="operations"', JSON.stringify(operations)) +
    part('Content-Disposition: form-data; name="map"', JSON.stringify(map)) +
    files
      .map((f) =>
        part(
          `Content-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: text/plain`,
          f.content,
        ),
      )
      .join('') +
    `--${boundary}--\r\n`;
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload };
}
