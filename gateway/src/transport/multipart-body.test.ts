import { describe, expect, it } from 'vitest';
import { multipartBody } from './multipart-body.ts';

async function textOf(body: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks).toString('latin1');
}

async function* bytes(): AsyncGenerator<Uint8Array> {
  yield await Promise.resolve(Buffer.from('%PDF'));
}

async function* one(name: string, type: string) {
  yield await Promise.resolve({ field: 'files', name, type, content: bytes() });
}

describe('the multipart body sent to the legacy', () => {
  it('keeps its framing whatever the file name and type hold: no value adds a line or a part', async () => {
    const { contentType, body } = multipartBody(
      [['codedossier', 'AGR001']],
      one('releve"\r\n\u0000.pdf', 'application/pdf\r\n\r\nPREFIX-'),
    );
    const text = await textOf(body);
    const boundary = contentType.split('boundary=')[1] ?? '';
    expect(text).toBe(
      `--${boundary}\r\nContent-Disposition: form-data; name="codedossier"\r\n\r\nAGR001\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="releve%22%0D%0A%00.pdf"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n%PDF\r\n--${boundary}--\r\n`,
    );
  });

  it('passes a well-formed media type as it is', async () => {
    const text = await textOf(multipartBody([], one('a.pdf', 'application/vnd.ms-excel')).body);
    expect(text).toContain('Content-Type: application/vnd.ms-excel\r\n\r\n');
  });
});
