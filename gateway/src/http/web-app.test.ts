import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGatewayAgainst } from '../testing/fake-legacy.ts';

let dist: string;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;

beforeEach(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'portail-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Portail</title>');
  await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
  gateway = await startGatewayAgainst('http://127.0.0.1:9', { WEB_DIST_DIR: dist });
});

afterEach(async () => {
  await gateway.app.close();
  await rm(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves the built files', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the brotli copy made by the build to a browser that accepts it', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
  });

  it('answers index.html to a page of the route table (history routing)', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/mon-compte/infos',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Portail</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 to a missing file that is not a page', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/assets/absent.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GraphQL answers', () => {
  it('are compressed for a browser that accepts it', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', 'accept-encoding': 'gzip' },
      payload: JSON.stringify({ query: '{ __schema { types { name description } } }' }),
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const answer = JSON.parse(gunzipSync(response.rawPayload).toString()) as { data: { __schema: object } };
    expect(answer.data.__schema).toBeDefined();
  });
});
