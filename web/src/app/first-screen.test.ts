import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { DataRouter } from 'react-router';
import { of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistedHash } from '../lib/persisted.ts';
import { mayHydrateDrawnHome, restoreFirstScreen } from './first-screen.ts';
import { HomeQuery } from './routes/home/home-query.ts';
import { RootThemeDocument } from './theme-query.ts';

const THEME = {
  theme: { __typename: 'Theme', code: 'terres', platformName: 'Mon Espace', primaryColor: '#1b5e20' },
};
const NETWORK_THEME = { theme: { ...THEME.theme, platformName: 'Du réseau' } };

function clientAskingTheNetwork() {
  const link = vi.fn(() => of({ data: NETWORK_THEME }));
  const client = new ApolloClient({
    cache: new InMemoryCache({ typePolicies: { Theme: { keyFields: ['code'] } } }),
    link: new ApolloLink(link),
  });
  return { client, link };
}

function pageCarries(answers: unknown[]) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-screen-data';
  element.textContent = JSON.stringify(answers);
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

describe("restoring the page's first answers", () => {
  it('lets the first screen read them without asking the network, then asks again on later visits', async () => {
    pageCarries([{ hash: persistedHash(RootThemeDocument), variables: {}, data: THEME }]);
    const { client, link } = clientAskingTheNetwork();
    const { router, settle } = fakeRouter();
    restoreFirstScreen(client)(router);

    const first = await client.query({ query: RootThemeDocument, fetchPolicy: 'network-only' });
    expect(first.data?.theme.platformName).toBe('Mon Espace');
    expect(link).not.toHaveBeenCalled();

    settle();
    const later = await client.query({ query: RootThemeDocument, fetchPolicy: 'network-only' });
    expect(later.data?.theme.platformName).toBe('Du réseau');
    expect(link).toHaveBeenCalledTimes(1);
  });

  it('ignores answers to documents the app does not know, and a page without answers', async () => {
    pageCarries([{ hash: 'sha256:unknown', variables: {}, data: THEME }]);
    const { client, link } = clientAskingTheNetwork();
    restoreFirstScreen(client)(fakeRouter().router);

    const answer = await client.query({ query: RootThemeDocument, fetchPolicy: 'network-only' });
    expect(answer.data?.theme.platformName).toBe('Du réseau');
    expect(link).toHaveBeenCalledTimes(1);
    expect(client.prioritizeCacheValues).toBe(false);
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

  it('keeps the drawn elements when the first navigation selected the file they were drawn for', () => {
    pageCarries([{ hash: persistedHash(HomeQuery), variables: { codeDossier: 'AGR001' }, data: {} }]);
    expect(mayHydrateDrawnHome(root(true), onHome, 'AGR001')).toBe(true);
  });

  it('draws anew for another file, another screen, an error, or a page the gateway did not draw', () => {
    pageCarries([{ hash: persistedHash(HomeQuery), variables: { codeDossier: 'AGR001' }, data: {} }]);
    expect(mayHydrateDrawnHome(root(true), onHome, 'VIT002')).toBe(false);
    const signIn = { ...onHome, matches: [{ route: { handle: { path: 'signIn' } } }] } as typeof onHome;
    expect(mayHydrateDrawnHome(root(true), signIn, 'AGR001')).toBe(false);
    const failed = { ...onHome, errors: { root: new Error('gateway down') } } as typeof onHome;
    expect(mayHydrateDrawnHome(root(true), failed, 'AGR001')).toBe(false);
    expect(mayHydrateDrawnHome(root(false), onHome, 'AGR001')).toBe(false);
  });
});
