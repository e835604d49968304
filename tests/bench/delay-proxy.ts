import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback proxy that holds every call for a fixed delay before passing it to the emulator. Calls that run in
 * parallel then overlap by most of that delay, while a call that waits on another starts after it ended: the
 * critical path can be read from the timings whatever the emulator's own speed.
 */
export async function startDelayProxy(target: string, delayMs: number) {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    setTimeout(() => {
      const forwarded = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', () => outgoing.destroy());
      incoming.pipe(forwarded);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
