import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

// Slices of a tenth of a second: the rate holds within a request, not only on average over it.
const TICK_MS = 100;

/**
 * A TCP relay in front of a server that lets what the browser sends through at `bytesPerSecond` (answers go
 * unhindered): a weak uplink, as a farm's phone has, so that a test can stop an upload with part of the file
 * received. Chromium's own throttling does not slow a request's body. `unthrottle` gives the link its full speed.
 */
export async function startSlowLink(target: string, bytesPerSecond: number) {
  const { hostname, port } = new URL(target);
  let rate = bytesPerSecond;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      client.pause();
      void (async () => {
        for (let at = 0; at < chunk.length && !upstream.destroyed;) {
          const slice = Number.isFinite(rate) ? Math.ceil((rate * TICK_MS) / 1000) : chunk.length;
          upstream.write(chunk.subarray(at, at + slice));
          at += slice;
          if (Number.isFinite(rate)) await sleep(TICK_MS);
        }
        client.resume();
      })();
    });
  });
  server.listen(0, hostname);
  await once(server, 'listening');
  return {
    url: `http://${hostname}:${(server.address() as AddressInfo).port}`,
    unthrottle: () => {
      rate = Infinity;
    },
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
