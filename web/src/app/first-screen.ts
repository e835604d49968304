import { FIRST_SCREEN_ELEMENT_ID } from '@portal/schema/rules/first-screen';
import type { ApolloClient, NormalizedCacheObject, StoreObject } from '@apollo/client';
import type { DataRouter } from 'react-router';
import { persistedHash } from '../lib/persisted.ts';
import { isRouteHandle } from '../lib/route-handle.ts';
import { HomeQuery } from './routes/home/home-query.ts';

const HOME_HASH = persistedHash(HomeQuery);

/**
 * The format of what the page carries, which the app restores only when it is its own: a page made by another
 * release of the web app's server build (the array of answers before this format, or a later one) is ignored,
 * and the screens ask the gateway as on any other page.
 */
export const FIRST_SCREEN_VERSION = 1;

/** One of the home's first queries, by its trusted hash, with the variables the screens ask it with. */
export interface FirstOperation {
  hash: string;
  variables: Record<string, unknown>;
}

/**
 * What the signed-in home's page carries for the app (made by server/render-first-screen.tsx, put in the page by
 * the gateway): Apollo's normalized cache holding the answers to the home's first queries, and those queries.
 */
export interface FirstScreenData {
  version: typeof FIRST_SCREEN_VERSION;
  operations: FirstOperation[];
  cache: NormalizedCacheObject;
}

function pageData(): FirstScreenData | null {
  const text = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<FirstScreenData> | null;
    return parsed?.version === FIRST_SCREEN_VERSION ? (parsed as FirstScreenData) : null;
  } catch {
    return null;
  }
}

/**
 * The cache with the page's entries written over it field by field, as a write of their answers would: what this
 * browser restored of an earlier visit (offline/start.ts) keeps what the page does not hold, another file's data
 * among it, and the page's fresher fields win. `restore` replaces the whole cache, hence this merge. The page's
 * answers were written as queries, which leave no root of their own in `__META`: the cache's stays.
 */
function withPageOver(current: NormalizedCacheObject, page: NormalizedCacheObject): NormalizedCacheObject {
  const merged = { ...current };
  for (const [id, entry] of Object.entries(page) as [string, StoreObject][])
    if (id !== '__META') merged[id] = { ...current[id], ...entry };
  return merged;
}

/** The first screen the page carried, once in the cache: what the start needs of it later. */
export interface RestoredFirstScreen {
  /** The queries whose answers the page carried, with their variables; none when it carried nothing usable. */
  operations: readonly FirstOperation[];
  /** Gives the screens' queries back to the network once the router's first navigation has settled. */
  followRouter(router: Pick<DataRouter, 'subscribe' | 'state'>): void;
}

/**
 * Restores the Apollo cache the gateway's drawing of the page built from the home's first answers (or, for a page
 * it did not draw, from the same answers written the same way), before the first render: the screens find them
 * under the documents and variables they ask with, without the browser writing them again. Until the first
 * navigation ends, queries read the cache first (they would otherwise ask again, being cache-and-network): the
 * answers are as fresh as the page. A page in another format is ignored; the screens then ask for their data.
 */
export function restoreFirstScreen(client: ApolloClient): RestoredFirstScreen {
  const page = pageData();
  if (!page) return { operations: [], followRouter: () => {} };
  client.cache.restore(withPageOver(client.cache.extract() as NormalizedCacheObject, page.cache));
  client.prioritizeCacheValues = true;
  const followRouter = (router: Pick<DataRouter, 'subscribe' | 'state'>) => {
    const settled = (state: DataRouter['state']) => state.initialized && state.navigation.state === 'idle';
    if (settled(router.state)) {
      client.prioritizeCacheValues = false;
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!settled(state)) return;
      client.prioritizeCacheValues = false;
      unsubscribe();
    });
  };
  return { operations: page.operations, followRouter };
}

/**
 * Whether the first render may hydrate the home the gateway drew in `#root` (marked `inert` until then), keeping
 * its elements: only when the first navigation ended on the home, without an error, for the file it was drawn
 * for (the Home query's among the page's `operations`). A browser whose storage remembers another file than the
 * cookie the gateway read, or whose session ended meanwhile, draws its own screen instead, as hydrating keeps the
 * drawn elements' attributes.
 */
export function mayHydrateDrawnHome(
  container: HTMLElement,
  { matches, errors }: Pick<DataRouter['state'], 'matches' | 'errors'>,
  selectedFile: string | null,
  operations: readonly FirstOperation[],
): boolean {
  if (!container.hasAttribute('inert') || errors) return false;
  if (!matches.some(({ route }) => isRouteHandle(route.handle) && route.handle.path === 'home')) return false;
  const home = operations.find(({ hash }) => hash === HOME_HASH);
  return home !== undefined && home.variables.codeDossier === selectedFile;
}
