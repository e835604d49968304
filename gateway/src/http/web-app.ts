import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TrustedDocuments } from '../graphql/trusted-documents.ts';
import {
  firstScreenScript,
  HOME_CHUNKS,
  homeFirstAnswers,
  homeIsDrawable,
  isHomePath,
  preloadLinks,
  wantedDossier,
  type FirstQueryHashes,
  type InlinedAnswer,
  type RunOperations,
} from './first-screen.ts';
import { WANTED_DOSSIER_COOKIE } from '@portal/schema/rules/first-screen';
import { loadFirstScreenRenderer, type RenderFirstScreen } from './first-screen-renderer.ts';
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
  // Spec 000 §2.1's /inscription//:email: the static files refuse a path with an empty segment (403), so the
  // registration pages, which are never files, get the app here.
  app.get('/inscription/*', (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).sendFile('index.html'),
  );
  const firstScreen = homeFirstScreen(
    webDistDir,
    options,
    await loadFirstScreenRenderer(webDistDir, app.log),
  );
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
      const page = firstScreen(request, reply);
      if (page !== null) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', NO_STORE)
          .send(streamedPage(request, reply, page));
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Introuvable.' });
  });
}

// The element index.html paints before the scripts come (web/index.html), holding no other element.
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>/;

/** A page sent in two parts: all but its end at once, then the end when its answers are ready. */
interface TwoPartPage {
  start: string;
  end: Promise<string>;
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * The page as a stream, compressed here rather than by @fastify/compress so that its start is flushed: the
 * browser reads the chunks to fetch while the gateway still waits for the legacy.
 */
function streamedPage(request: FastifyRequest, reply: FastifyReply, page: TwoPartPage): Readable {
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  const out =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === 'gzip'
        ? createGzip()
        : new PassThrough();
  out.write(page.start);
  // A compressor holds what it was given until flushed; a PassThrough passes it on at once.
  if ('flush' in out) out.flush();
  void page.end.then((end) => out.end(end));
  return out;
}

/**
 * The signed-in home's HTML in two parts, or null for any other page or a request without a session: at once,
 * its head naming its chunks; then, once the gateway has its first queries' answers, its body with the screen
 * drawn from them (when it can be) and the Apollo cache holding them, both made by the web's server build
 * (first-screen-renderer.ts). A session the legacy no longer knows, a failure, or a gateway without that build
 * ends the page as index.html is: the browser asks itself.
 */
function homeFirstScreen(
  webDistDir: string,
  { documents, operationsFor }: WebAppOptions,
  render: RenderFirstScreen | null,
) {
  const indexHtml = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  // The chunks index.html names already are not named twice.
  const { scripts, styles } = assetsOf(webDistDir, HOME_CHUNKS);
  const links = preloadLinks({
    scripts: scripts.filter((href) => !indexHtml.includes(href)),
    styles: styles.filter((href) => !indexHtml.includes(href)),
  });
  const root = ROOT_ELEMENT.exec(indexHtml);
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  const hashes = firstQueryHashes(documents);
  if (!hashes || !root || bodyEnd < root.index) return () => null;
  const start = indexHtml.slice(0, root.index).replace('</head>', `${links}</head>`);
  const afterRoot = indexHtml.slice(root.index + root[0].length, bodyEnd);
  const end = indexHtml.slice(bodyEnd);

  // The page's end once its answers have come: the home drawn from them when it can be, and what the app restores
  // of them into its cache (first-screen-renderer.ts).
  const pageEnd = async (url: string, answers: readonly InlinedAnswer[], wanted: string | null) => {
    const screen =
      render && answers.length > 0
        ? await render(`http://portal${url}`, answers, wanted, homeIsDrawable(url, answers))
        : null;
    const markup = screen?.markup ?? null;
    // Inert until the app has taken the markup over (web/src/app/start.tsx): a tap before then would do nothing.
    const drawnRoot = markup === null ? root[0] : `<div id="root" inert>${markup}</div>`;
    return drawnRoot + afterRoot + (screen ? firstScreenScript(screen.data) : '') + end;
  };

  return (request: FastifyRequest, reply: FastifyReply): TwoPartPage | null => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isHomePath(pathname)) return null;
    const run = operationsFor(request, reply);
    if (!run) return null;
    const wanted = wantedDossier(pathname, request.cookies[WANTED_DOSSIER_COOKIE]);
    const answers = homeFirstAnswers(run, hashes, wanted).catch((error: unknown) => {
      request.log.warn({ err: error }, 'first screen not answered; the page asks for it itself');
      return [];
    });
    return {
      start,
      end: answers.then((found) => pageEnd(request.url, found, wanted)),
    };
  };
}

function firstQueryHashes(documents: Pick<TrustedDocuments, 'hashOf'>): FirstQueryHashes | null {
  const shell = documents.hashOf('Shell');
  const theme = documents.hashOf('RootTheme');
  const home = documents.hashOf('Home');
  return shell && theme && home ? { shell, theme, home } : null;
}
