import { createServer, request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call as it left the gateway for the legacy, bytes and all. */
export interface RecordedCall {
  method: string;
  /** Path and query, still percent-encoded. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The legacy's status, once it has answered. */
  status?: number;
}

/**
 * A pass-through proxy in front of the legacy that keeps each call and its status: the emulator's `/__calls` logs the
 * method, address and status of a call but not what it carried (a login, a reason, a booking's fields).
 */
export async function startLegacyRecorder(legacyUrl: string) {
  const target = new URL(legacyUrl);
  const calls: RecordedCall[] = [];
  const server = createServer((incoming, outgoing) => {
    const call: RecordedCall = {
      method: incoming.method ?? 'GET',
      url: incoming.url ?? '/',
      headers: incoming.headers,
      body: Buffer.alloc(0),
    };
    calls.push(call);
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      call.body = Buffer.concat(chunks);
    });
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: call.method,
        path: call.url,
        headers: incoming.headers,
      },
      (answer) => {
        call.status = answer.statusCode;
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
