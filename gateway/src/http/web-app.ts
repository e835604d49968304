import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app; any other GET that asks for a page gets index.html (history routing).
 * Without a build (development with Vite, tests) the gateway simply does not serve it.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  if (!existsSync(webDistDir)) {
    app.log.info({ webDistDir }, 'web app not served: no build folder');
    return;
  }
  await app.register(fastifyStatic, { root: webDistDir, wildcard: true, index: 'index.html' });
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Introuvable.' });
  });
}
