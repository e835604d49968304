import { createServer, request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One legacy answer as the emulator gave it. */
export interface RecordedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

// Signed-in and signed-out calls to the same address answer differently (the session check above all).
const keyOf = (method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders) =>
  `${method} ${url} ${headers.cookie ? 'session' : 'anonymous'}`;

const KEPT_HEADERS = ['content-type', 'set-cookie', 'cache-control'];

async function listen(server: ReturnType<typeof createServer>) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback proxy to the emulator that keeps every answer it passes on, for the replay server. */
export async function startRecorder(target: string) {
  const upstream = new URL(target);
  const answers = new Map<string, RecordedAnswer>();
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers = Object.fromEntries(KEPT_HEADERS.map((name) => [name, answer.headers[name]]));
          answers.set(keyOf(incoming.method, incoming.url, incoming.headers), {
            status: answer.statusCode ?? 502,
            headers,
            body,
          });
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          outgoing.end(body);
        });
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  return { ...(await listen(server)), answers };
}

/**
 * A stand-in for the legacy API that answers what the recorder kept, each after a fixed delay: the gateway is
 * then measured alone, against an upstream whose cost is known and steady.
 */
export async function startReplay(answers: ReadonlyMap<string, RecordedAnswer>, delayMs: number) {
  const server = createServer((incoming, outgoing) => {
    incoming.resume();
    const answer = answers.get(keyOf(incoming.method, incoming.url, incoming.headers));
    setTimeout(() => {
      if (!answer) {
        outgoing.writeHead(404, { 'content-type': 'application/json' });
        outgoing.end('{"message":"Pas enregistré.","affichable":false}');
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(answer.headers).filter(([, value]) => value !== undefined),
      );
      outgoing.writeHead(answer.status, headers);
      outgoing.end(answer.body);
    }, delayMs);
  });
  return listen(server);
}
