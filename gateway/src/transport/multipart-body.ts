import { randomBytes } from 'node:crypto';

/** A file part of an outgoing multipart body; its content is read only when the body reaches it. */
export interface MultipartFile {
  field: string;
  name: string;
  type: string;
  content: AsyncIterable<Uint8Array>;
}

// Quotes as browsers do (WHATWG multipart/form-data encoding): ", CR and LF percent-encoded, and every other
// control character too, so that no value can end the header line or the part (issue 42).
const quoted = (value: string) =>
  `"${value.replace(/["\p{Cc}]/gu, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}"`;

// A media type and nothing more (RFC 9110 §8.3.1, parameters left out); anything else is sent as bytes.
const MEDIA_TYPE = /^[A-Za-z0-9][\w!#$&^.+-]{0,63}\/[A-Za-z0-9][\w!#$&^.+-]{0,63}$/;
export const isMediaType = (type: string): boolean => MEDIA_TYPE.test(type);
const mediaType = (type: string) => (isMediaType(type) ? type : 'application/octet-stream');

/**
 * A multipart/form-data body produced part after part: the text fields first, then each file as the iterable
 * gives it, its bytes passed on as they come, so no file is ever held whole.
 */
export function multipartBody(
  fields: readonly (readonly [string, string])[],
  files: AsyncIterable<MultipartFile>,
): { contentType: string; body: AsyncIterable<Uint8Array> } {
  const boundary = `----portail${randomBytes(16).toString('hex')}`;
  async function* body(): AsyncGenerator<Uint8Array> {
    for (const [name, value] of fields) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}\r\n\r\n${value}\r\n`,
      );
    }
    for await (const file of files) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(file.field)}; filename=${quoted(file.name)}\r\n` +
          `Content-Type: ${mediaType(file.type)}\r\n\r\n`,
      );
      yield* file.content;
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: body() };
}
