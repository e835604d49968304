import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Vite names assets by their content's hash: a given URL never changes, browsers may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html names the current assets: always revalidated, so a new release is picked up at once.
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app, brotli or gzip copies first (made by the build); any other GET that asks for a page
 * gets index.html (history routing). Without a build (development with Vite, tests) the gateway does not serve it.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  if (!existsSync(webDistDir)) {
    app.log.info({ webDistDir }, 'web app not served: no build folder');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Introuvable.' });
  });
}
