import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TrustedDocuments } from '../trusted-documents.ts';
import {
  firstScreenHead,
  HOME_MODULES,
  homeFirstAnswers,
  isHomePath,
  wantedDossier,
  WANTED_DOSSIER_COOKIE,
  type FirstQueryHashes,
  type RunOperations,
} from './first-screen.ts';
import { assetsOf } from './vite-manifest.ts';

// Vite names assets by their content's hash: a given URL never changes, browsers may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html names the current assets: always revalidated, so a new release is picked up at once.
const REVALIDATE = 'no-cache';
// A page carrying a person's data is kept by no cache, the browser's included.
const NO_STORE = 'no-store';

export interface WebAppOptions {
  /** The web app's trusted documents, where the home's first queries are found by name. */
  documents: Pick<TrustedDocuments, 'hashOf'>;
  /** Runs operations with the session of a page's request; null when the request carries no session. */
  operationsFor: (request: FastifyRequest, reply: FastifyReply) => RunOperations | null;
}

/**
 * Serves the built web app, brotli or gzip copies first (made by the build); any other GET that asks for a page
 * gets index.html (history routing). The signed-in home comes with its first queries answered and its chunks
 * named (first-screen.ts). Without a build (development with Vite, tests) the gateway does not serve it.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  options: WebAppOptions,
): Promise<void> {
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
    setHeaders(reply, file) {
      reply.header('cache-control', file.includes('/assets/') ? IMMUTABLE : REVALIDATE);
    },
  });
  const firstScreen = homeFirstScreen(webDistDir, options);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
      const page = await firstScreen(request, reply);
      if (page !== null) {
        return reply.type('text/html; charset=utf-8').header('cache-control', NO_STORE).send(page);
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Introuvable.' });
  });
}

/**
 * The signed-in home's HTML with its first screen inside, or null for any other page, a request without a
 * session, or a session the legacy no longer knows (the plain index.html then, and the browser asks itself).
 */
function homeFirstScreen(webDistDir: string, { documents, operationsFor }: WebAppOptions) {
  const indexHtml = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  // The chunks index.html names already are not named twice.
  const { scripts, styles } = assetsOf(webDistDir, HOME_MODULES);
  const assets = {
    scripts: scripts.filter((href) => !indexHtml.includes(href)),
    styles: styles.filter((href) => !indexHtml.includes(href)),
  };
  const hashes = firstQueryHashes(documents);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!hashes || !isHomePath(pathname) || !indexHtml.includes('</head>')) return null;
    const run = operationsFor(request, reply);
    if (!run) return null;
    try {
      const wanted = wantedDossier(pathname, request.cookies[WANTED_DOSSIER_COOKIE]);
      const answers = await homeFirstAnswers(run, hashes, wanted);
      if (answers.length === 0) return null;
      return indexHtml.replace('</head>', `${firstScreenHead(assets, answers)}</head>`);
    } catch (error) {
      request.log.warn({ err: error }, 'first screen not answered; the page asks for it itself');
      return null;
    }
  };
}

function firstQueryHashes(documents: Pick<TrustedDocuments, 'hashOf'>): FirstQueryHashes | null {
  const shell = documents.hashOf('Shell');
  const theme = documents.hashOf('RootTheme');
  const home = documents.hashOf('Home');
  return shell && theme && home ? { shell, theme, home } : null;
}
