import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownerRoutes, SESSION, startFakeLegacy, startGatewayAgainst } from '../testing/fake-legacy.ts';

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

  it('answers index.html to the registration link without a link code, whose path holds an empty segment', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/inscription//jean@demo.fr',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Portail</title>');
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

describe("the signed-in home's page", () => {
  let signedIn: Awaited<ReturnType<typeof startGatewayAgainst>>;
  let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;

  beforeEach(async () => {
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Portail</title></head><body><div id="root"></div></body></html>',
    );
    await mkdir(path.join(dist, '.vite'));
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        _home: { file: 'assets/home-1.js', name: 'home', imports: ['_shared'], css: ['assets/home-1.css'] },
        _shared: { file: 'assets/shared-1.js' },
        'src/other.tsx': { file: 'assets/other-1.js', name: 'other' },
      }),
    );
    legacy = await startFakeLegacy(ownerRoutes());
    signedIn = await startGatewayAgainst(legacy.url, { WEB_DIST_DIR: dist });
  });

  afterEach(async () => {
    await signedIn.app.close();
    await legacy.close();
  });

  const home = (cookie?: string) =>
    signedIn.app.inject({
      method: 'GET',
      url: '/accueil',
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });

  // The fake legacy has no theme, which every first query reads: the answers fail, the page still ends whole.
  it("names the home's chunks and styles, is kept by no cache, and ends without answers when they fail", async () => {
    const response = await home(SESSION);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-1.js">');
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/home-1.css">');
    expect(response.body).not.toContain('other-1.js');
    expect(response.body).toMatch(/<\/body><\/html>$/);
    expect(response.body).not.toContain('first-screen-data');
    expect(legacy.calls.map((call) => call.path)).toContain('/api/theme/terres');
  });

  it('is the plain page, revalidated, for a browser without a session', async () => {
    const response = await home();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('modulepreload');
    expect(response.body).not.toContain('first-screen-data');
    expect(legacy.calls).toEqual([]);
  });
});
