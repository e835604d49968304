import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { TEST_COOKIE_SECRET } from '../testing/fake-legacy.ts';
import { LegacyHttp } from './http.ts';

// About time: undici's own body timeout is off (http.ts), so the call's bound is what ends a body that stalls.

const stalled: ServerResponse[] = [];
const server = createServer((request, response) => {
  if (request.url === '/api/events/image/12') {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.write('le début de l’image');
    stalled.push(response);
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"status":"OK"}');
});

afterEach(() => {
  stalled.splice(0).forEach((response) => response.destroy());
  server.close();
});

const call = (path: string) => ({ method: 'GET' as const, path, headers: {}, requestId: 'test' });

describe('a file whose body stalls', () => {
  it('is cut at LEGACY_TIMEOUT_MS, and its connection serves the next call', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // The project's defaults (retries, breakers), with a short bound and one connection.
    const config = loadConfig({
      NODE_ENV: 'test',
      COOKIE_SECRET: TEST_COOKIE_SECRET,
      LEGACY_TIMEOUT_MS: '400',
      LEGACY_CONNECTIONS: '1',
    });
    const http = new LegacyHttp({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      timeoutMs: config.legacyTimeoutMs,
      readTimeoutMs: config.legacyReadTimeoutMs,
      connections: config.legacyConnections,
      uploadConnections: config.uploads.connections,
      policy: config.upstreamPolicy,
    });
    try {
      const file = await http.stream(call('/api/events/image/12'));
      const startedAt = Date.now();
      await expect(file.body.text()).rejects.toThrow();
      expect(Date.now() - startedAt).toBeLessThan(1500);

      await expect(http.json(call('/api/auth/authenticate'))).resolves.toMatchObject({
        status: 200,
        body: { status: 'OK' },
      });
    } finally {
      await http.close();
    }
  }, 10_000);
});
