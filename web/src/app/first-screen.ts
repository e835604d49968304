import { FIRST_SCREEN_ELEMENT_ID } from '@portal/schema/rules/first-screen';
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import type { DataRouter } from 'react-router';
import { persistedHash } from '../lib/persisted.ts';
import { isRouteHandle } from '../lib/route-handle.ts';
import { ShellDocument } from './layout/shell-query.ts';
import { HomeQuery } from './routes/home/home-query.ts';
import { RootThemeDocument } from './theme-query.ts';

const HOME_HASH = persistedHash(HomeQuery);

// The queries the gateway may answer inside the signed-in home's HTML, known by their trusted hash.
const DOCUMENTS = new Map<string, TypedDocumentNode>(
  [ShellDocument, RootThemeDocument, HomeQuery].map((document) => [
    persistedHash(document) ?? '',
    document as TypedDocumentNode,
  ]),
);

export interface InlinedAnswer {
  hash: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

function inlinedAnswers(): InlinedAnswer[] {
  const element = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element?.textContent) return [];
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return Array.isArray(parsed) ? (parsed as InlinedAnswer[]) : [];
  } catch {
    return [];
  }
}

/** Writes the answers the app knows into the cache; answers whether there was any. */
export function writeAnswers(client: ApolloClient, answers: readonly InlinedAnswer[]): boolean {
  let written = false;
  for (const { hash, variables, data } of answers) {
    const query = DOCUMENTS.get(hash);
    if (!query) continue;
    client.writeQuery({ query, variables, data });
    written = true;
  }
  return written;
}

/**
 * Writes the answers the gateway put in the page into the Apollo cache, under the documents and variables the
 * screens will ask with, before the first render. Until the first navigation ends, queries read the cache
 * first (they would otherwise ask again, being cache-and-network): the answers are as fresh as the page.
 * Answers the app does not know (a newer gateway) are ignored; the screens then ask for them.
 */
export function restoreFirstScreen(
  client: ApolloClient,
): (router: Pick<DataRouter, 'subscribe' | 'state'>) => void {
  if (!writeAnswers(client, inlinedAnswers())) return () => {};
  client.prioritizeCacheValues = true;
  return (router) => {
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
}

/**
 * Whether the first render may hydrate the home the gateway drew in `#root` (marked `inert` until then), keeping
 * its elements: only when the first navigation ended on the home, without an error, for the file it was drawn
 * for. A browser whose storage remembers another file than the cookie the gateway read, or whose session ended
 * meanwhile, draws its own screen instead, as hydrating keeps the drawn elements' attributes.
 */
export function mayHydrateDrawnHome(
  container: HTMLElement,
  { matches, errors }: Pick<DataRouter['state'], 'matches' | 'errors'>,
  selectedFile: string | null,
): boolean {
  if (!container.hasAttribute('inert') || errors) return false;
  if (!matches.some(({ route }) => isRouteHandle(route.handle) && route.handle.path === 'home')) return false;
  const home = inlinedAnswers().find(({ hash }) => hash === HOME_HASH);
  return home !== undefined && home.variables.codeDossier === selectedFile;
}
