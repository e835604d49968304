import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
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
import { writeAnswers, type InlinedAnswer } from '../app/first-screen.ts';
import { routes } from '../app/router.tsx';
import { cacheConfig } from '../lib/apollo.ts';
import { dataContext } from '../lib/router-context.ts';

export type { InlinedAnswer };

const handler = createStaticHandler(routes);

/**
 * The markup of a signed-in page's first screen, rendered by the gateway into its HTML from the answers it
 * inlines there (gateway/src/http/first-screen.ts), so that a slow line shows the key figures before the
 * scripts have come. The browser's first render then takes this markup over (main.tsx).
 *
 * Every query is read from those answers: the client has no link to the gateway. Null when the page cannot be
 * drawn from them (an answer missing, a redirect, a loader's error), and an error when a component fails: the
 * browser then draws it itself.
 */
export async function renderFirstScreen(
  url: string,
  answers: readonly InlinedAnswer[],
  wanted: string | null,
): Promise<string | null> {
  const client = new ApolloClient({
    link: ApolloLink.empty(),
    cache: new InMemoryCache(cacheConfig),
    ssrMode: true,
  });
  if (!writeAnswers(client, answers)) return null;
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
