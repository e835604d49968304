import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownerRoutes, SESSION, startFakeLegacy, startGatewayAgainst } from './testing/fake-legacy.ts';

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;
let releasePictures: () => void;
const asked: (() => void)[] = [];

beforeEach(async () => {
  const held = new Promise<void>((resolve) => (releasePictures = resolve));
  legacy = await startFakeLegacy({
    ...ownerRoutes(),
    'GET /api/notifications/image/rdv': async () => {
      asked.shift()?.();
      await held;
      return { raw: '<svg/>', headers: { 'content-type': 'image/svg+xml' } };
    },
  });
  gateway = await startGatewayAgainst(legacy.url);
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  releasePictures();
  await gateway.app.close();
  await legacy.close();
});

/** A keep-alive connection to the replica that has sent one request the legacy holds, and all it is answered. */
async function busyConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let answers = '';
  socket.on('data', (chunk: Buffer) => (answers += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const legacyAsked = new Promise<void>((resolve) => asked.push(resolve));
  socket.write(
    `GET /fichiers/notifications/image/rdv HTTP/1.1\r\nHost: portail\r\nCookie: ${SESSION}\r\n\r\n`,
  );
  await legacyAsked;
  return {
    send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: portail\r\n\r\n`),
    answers: async () => {
      await closed;
      return answers;
    },
  };
}

const statusesOf = (answers: string) =>
  [...answers.matchAll(/^HTTP\/1\.1 (\d+)/gm)].map(([, status]) => Number(status));

describe('a replica told to stop (SIGTERM)', () => {
  it('finishes the requests of its open connections, answers not ready, and takes no new connection', async () => {
    const { port } = gateway.app.server.address() as AddressInfo;
    const [first, second] = [await busyConnection(port), await busyConnection(port)];
    const closed = gateway.app.close();
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    // Requests that reach the replica on a connection it had accepted, while it drains.
    first.send('/healthz');
    second.send('/readyz');
    releasePictures();
    const [firstAnswers, secondAnswers] = await Promise.all([first.answers(), second.answers()]);
    await closed;
    expect(statusesOf(firstAnswers)).toEqual([200, 200]);
    expect(firstAnswers).toContain('<svg/>');
    expect(firstAnswers).toContain('{"status":"ok"}');
    expect(statusesOf(secondAnswers)).toEqual([200, 503]);
    expect(secondAnswers).toContain('{"status":"draining"}');
  });
});
