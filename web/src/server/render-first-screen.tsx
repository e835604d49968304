import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { FIRST_SCREEN_VERSION, type FirstOperation, type FirstScreenData } from '../app/first-screen.ts';
import { ShellDocument } from '../app/layout/shell-query.ts';
import { HomeQuery } from '../app/routes/home/home-query.ts';
import { routes } from '../app/router.tsx';
import { RootThemeDocument } from '../app/theme-query.ts';
import { cacheConfig } from '../lib/apollo.ts';
import { persistedHash } from '../lib/persisted.ts';
import { dataContext } from '../lib/router-context.ts';

/** An answer the gateway got to one of the home's first queries (gateway/src/http/first-screen.ts). */
export interface InlinedAnswer extends FirstOperation {
  data: Record<string, unknown>;
}

// The queries the gateway may answer for the signed-in home, known by their trusted hash.
const DOCUMENTS = new Map<string, TypedDocumentNode>(
  [ShellDocument, RootThemeDocument, HomeQuery].map((document) => [
    persistedHash(document) ?? '',
    document as TypedDocumentNode,
  ]),
);

const handler = createStaticHandler(routes);

/** The signed-in home's first screen, made from the answers the gateway got for its page. */
export interface FirstScreen {
  /** The screen's markup at `url`; null when its answers cannot draw it (a redirect, a loader's error). */
  draw(url: string, wanted: string | null): Promise<string | null>;
  /** What the page carries for the browser: the queries answered, and the Apollo cache as the drawing left it. */
  data(): FirstScreenData;
}

/**
 * The home's first answers written into an Apollo cache, the one the screen is drawn from (`draw`) and the one the
 * page carries (`data`): the browser restores it as it is (app/first-screen.ts) rather than writing the answers
 * again, which was one of the longest tasks of its start (docs/decisions/019). Both ends share `cacheConfig`, so
 * the entries' ids and policies are the app's. Answers to queries the app does not know are left out; null when
 * none is known.
 */
export function firstScreen(answers: readonly InlinedAnswer[]): FirstScreen | null {
  const cache = new InMemoryCache(cacheConfig);
  const client = new ApolloClient({ link: ApolloLink.empty(), cache, ssrMode: true });
  const operations: FirstOperation[] = [];
  for (const { hash, variables, data } of answers) {
    const query = DOCUMENTS.get(hash);
    if (!query) continue;
    client.writeQuery({ query, variables, data });
    operations.push({ hash, variables });
  }
  if (operations.length === 0) return null;
  return {
    draw: (url, wanted) => drawScreen(client, url, wanted),
    data: () => ({ version: FIRST_SCREEN_VERSION, operations, cache: cache.extract() }),
  };
}

/**
 * The markup of a signed-in page's first screen, rendered by the gateway into its HTML, so that a slow line shows
 * the key figures before the scripts have come. The browser's first render then takes this markup over
 * (start.tsx).
 *
 * Every query is read from the cache: the client has no link to the gateway. Null when the page cannot be drawn
 * from it (an answer missing, a redirect, a loader's error), and an error when a component fails: the browser
 * then draws it itself.
 */
async function drawScreen(client: ApolloClient, url: string, wanted: string | null): Promise<string | null> {
  // The file the middleware reads and keeps, for this request only (the browser keeps it in its storage).
  let wantedCode = wanted;
  const context = new RouterContextProvider();
  context.set(dataContext, {
    client,
    preloadQuery: createQueryPreloader(client),
    wantedDossier: {
      get: () => wantedCode,
      set: (code) => {
        wantedCode = code;
      },
    },
  });

  let loaded: StaticHandlerContext | null = null;
  await handler.query(new Request(url), {
    requestContext: context,
    // How a static handler runs the routes' middleware (the signed-in one): the page's data is kept here, and
    // a redirect comes back as a Response, which leaves `loaded` empty.
    async generateMiddlewareResponse(query) {
      const result = await query(new Request(url));
      if (!(result instanceof Response)) loaded = result;
      return new Response(null);
    },
  });
  const page = loaded as StaticHandlerContext | null;
  if (!page || page.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, page);
  return renderWhole(
    <ApolloProvider client={client}>
      <StaticRouterProvider router={router} context={page} hydrate={false} />
    </ApolloProvider>,
  );
}

/**
 * The whole markup of a screen, every part in its place; it throws the first error of any part. Its data is
 * already in memory and the gateway sends it inside a page that it gives up on when the render fails, so a
 * stream would bring nothing earlier.
 */
async function renderWhole(screen: ReactNode): Promise<string> {
  // A failed part inside a Suspense boundary does not fail the render: React draws the boundary's fallback, for
  // the browser to render, which would not be the drawn screen.
  let failure: { error: unknown } | null = null;
  const { prelude } = await prerender(screen, {
    // A Suspense boundary larger than this is sent after the rest, hidden, with an inline script that moves it
    // in: the key figures' was, and a page without scripts never showed them.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= { error };
    },
  });
  const markup = await new Response(prelude).text();
  if (failure) throw (failure as { error: unknown }).error;
  return markup;
}
