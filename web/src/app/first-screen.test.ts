import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import type { DataRouter } from 'react-router';
import { of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheConfig } from '../lib/apollo.ts';
import { persistedHash } from '../lib/persisted.ts';
import { firstScreen } from '../server/render-first-screen.tsx';
import { FIRST_SCREEN_VERSION, mayHydrateDrawnHome, restoreFirstScreen } from './first-screen.ts';
import { HomeQuery } from './routes/home/home-query.ts';
import { RootThemeDocument } from './theme-query.ts';

const THEME = {
  __typename: 'Query',
  theme: { __typename: 'Theme', code: 'terres', platformName: 'Mon Espace', primaryColor: '#1b5e20' },
};
const NETWORK_THEME = { ...THEME, theme: { ...THEME.theme, platformName: 'Du réseau' } };
const THEME_ANSWER = { hash: persistedHash(RootThemeDocument) ?? '', variables: {}, data: THEME };

function clientAskingTheNetwork() {
  const link = vi.fn(() => of({ data: NETWORK_THEME }));
  const client = new ApolloClient({ cache: new InMemoryCache(cacheConfig), link: new ApolloLink(link) });
  return { client, link };
}

/** What the page carries of `answers`, made by the server build the gateway has it made by. */
const pageOf = (answers: Parameters<typeof firstScreen>[0]) => firstScreen(answers)?.data();

/** The page as the gateway sends it, its JSON escaped as the gateway escapes it. */
function pageCarries(data: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-screen-data';
  element.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.body.append(element);
}

/** A router whose first navigation the test ends by calling `settle`. */
function fakeRouter() {
  let listener: Parameters<DataRouter['subscribe']>[0] | null = null;
  const router: Pick<DataRouter, 'state' | 'subscribe'> = {
    state: { initialized: false, navigation: { state: 'loading' } } as DataRouter['state'],
    subscribe: (fn) => {
      listener = fn;
      return () => {
        listener = null;
      };
    },
  };
  const settled = { initialized: true, navigation: { state: 'idle' } } as DataRouter['state'];
  const settle = () =>
    listener?.(settled, {
      deletedFetchers: [],
      newErrors: null,
      viewTransitionOpts: undefined,
      flushSync: false,
    });
  return { router, settle };
}

afterEach(() => document.getElementById('first-screen-data')?.remove());

describe("restoring the page's first screen", () => {
  it('puts the cache the gateway drew from in place: the first screen reads it without the network, later visits ask', async () => {
    pageCarries(pageOf([THEME_ANSWER]));
    const { client, link } = clientAskingTheNetwork();
    const { router, settle } = fakeRouter();
    const restored = restoreFirstScreen(client);
    restored.followRouter(router);
    expect(restored.operations).toEqual([{ hash: THEME_ANSWER.hash, variables: {} }]);

    const first = await client.query({ query: RootThemeDocument, fetchPolicy: 'network-only' });
    expect(first.data?.theme.platformName).toBe('Mon Espace');
    expect(link).not.toHaveBeenCalled();

    settle();
    const later = await client.query({ query: RootThemeDocument, fetchPolicy: 'network-only' });
    expect(later.data?.theme.platformName).toBe('Du réseau');
    expect(link).toHaveBeenCalledTimes(1);
  });

  it('gives back the texts of the data whole, a closing script tag included', async () => {
    const text = '</script><script>alert(1)</script><!--';
    pageCarries(
      pageOf([{ ...THEME_ANSWER, data: { ...THEME, theme: { ...THEME.theme, platformName: text } } }]),
    );
    const { client } = clientAskingTheNetwork();
    restoreFirstScreen(client);
    const { data } = await client.query({ query: RootThemeDocument, fetchPolicy: 'network-only' });
    expect(data?.theme.platformName).toBe(text);
  });

  it('keeps what this browser restored of an earlier visit, with the fresher answers of the page over it', async () => {
    // Parsed, not tagged: a query of this test alone, which codegen must not take for one the app sends.
    const OtherFile = parse('query OtherFile { dossier(codeDossier: "VIT002") { id raisonSociale } }');
    const otherFile = { dossier: { __typename: 'Dossier', id: 'VIT002', raisonSociale: 'Champagne Morel' } };
    const { client, link } = clientAskingTheNetwork();
    client.writeQuery({
      query: RootThemeDocument,
      data: { ...THEME, theme: { ...THEME.theme, platformName: 'Hier' } },
    });
    client.writeQuery({ query: OtherFile, data: otherFile });
    pageCarries(pageOf([THEME_ANSWER]));
    restoreFirstScreen(client);

    const theme = await client.query({ query: RootThemeDocument, fetchPolicy: 'network-only' });
    expect(theme.data?.theme.platformName).toBe('Mon Espace');
    expect(client.readQuery({ query: OtherFile })).toEqual(otherFile);
    expect(link).not.toHaveBeenCalled();
  });

  it('ignores a page in another format (the answers an older gateway sent, a later version) and a page without data', async () => {
    const pages = [[THEME_ANSWER], { ...pageOf([THEME_ANSWER]), version: FIRST_SCREEN_VERSION + 1 }, null];
    for (const page of pages) {
      if (page !== null) pageCarries(page);
      const { client, link } = clientAskingTheNetwork();
      const restored = restoreFirstScreen(client);
      restored.followRouter(fakeRouter().router);

      expect(restored.operations).toEqual([]);
      expect(client.prioritizeCacheValues).toBe(false);
      const answer = await client.query({ query: RootThemeDocument, fetchPolicy: 'network-only' });
      expect(answer.data?.theme.platformName).toBe('Du réseau');
      expect(link).toHaveBeenCalledTimes(1);
      document.getElementById('first-screen-data')?.remove();
    }
  });
});

describe('hydrating the home the gateway drew', () => {
  /** A `#root` as the gateway sends it, drawn or not. */
  const root = (drawn: boolean) => {
    const element = document.createElement('div');
    if (drawn) element.setAttribute('inert', '');
    return element;
  };
  const onHome = {
    matches: [{ route: { handle: { path: 'home' } } }],
    errors: null,
  } as unknown as Parameters<typeof mayHydrateDrawnHome>[1];
  // The page's Home query, for the file the gateway drew the home for.
  const drawnFor = [{ hash: persistedHash(HomeQuery) ?? '', variables: { codeDossier: 'AGR001' } }];

  it('keeps the drawn elements when the first navigation selected the file they were drawn for', () => {
    expect(mayHydrateDrawnHome(root(true), onHome, 'AGR001', drawnFor)).toBe(true);
  });

  it('draws anew for another file, another screen, an error, or a page the gateway did not draw', () => {
    expect(mayHydrateDrawnHome(root(true), onHome, 'VIT002', drawnFor)).toBe(false);
    const signIn = { ...onHome, matches: [{ route: { handle: { path: 'signIn' } } }] } as typeof onHome;
    expect(mayHydrateDrawnHome(root(true), signIn, 'AGR001', drawnFor)).toBe(false);
    const failed = { ...onHome, errors: { root: new Error('gateway down') } } as typeof onHome;
    expect(mayHydrateDrawnHome(root(true), failed, 'AGR001', drawnFor)).toBe(false);
    expect(mayHydrateDrawnHome(root(false), onHome, 'AGR001', drawnFor)).toBe(false);
    expect(mayHydrateDrawnHome(root(true), onHome, 'AGR001', [])).toBe(false);
  });
});
