import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';

/** The answer of one exchange: `status` null when the connection closed before a whole answer came. */
export interface Exchange {
  status: number | null;
  text: string;
}

/** The parts of a GraphQL multipart request, written by hand so that a test can send them wrong. */
export function multipartParts(boundary: string) {
  return {
    field: (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    fileHead: (name: string, filename: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
    fileEnd: () => Buffer.from('\r\n'),
    close: () => Buffer.from(`--${boundary}--\r\n`),
  };
}

/**
 * A multipart POST to /graphql whose body the test writes piece by piece, as a browser (or an attacker) would:
 * it can stop writing, end early or drop the connection at any point.
 */
export function openMultipart(url: string, options: { cookie?: string; requestId?: string } = {}) {
  const boundary = `----essai${randomBytes(8).toString('hex')}`;
  const call = httpRequest(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-graphql-yoga-csrf': '1',
      ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
  const answer = new Promise<Exchange>((resolve) => {
    const closed = () => resolve({ status: null, text: '' });
    call.on('error', closed);
    call.on('close', closed);
    call.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', closed);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? null, text: Buffer.concat(chunks).toString() }),
      );
    });
  });
  return {
    parts: multipartParts(boundary),
    /** Writes if the connection is still open (the gateway may have answered and closed it). */
    write(chunk: Buffer) {
      if (!call.destroyed && !call.writableEnded) call.write(chunk);
    },
    end(chunk?: Buffer) {
      if (!call.destroyed && !call.writableEnded) call.end(chunk);
    },
    /** Drops the connection, as a closed tab does. */
    drop() {
      call.destroy();
    },
    answer,
  };
}
