import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider, useLocation, type LoaderFunction } from 'react-router';
import { vi } from 'vitest';
import { apolloClient } from '../apollo.ts';
import { FlashApiContext, type FlashApi } from '../flash.ts';

interface RouteModule {
  loader: LoaderFunction;
  Component: ComponentType;
}

interface RenderRouteOptions {
  path: string;
  route: RouteModule;
  url: string;
  mocks: readonly MockLink.MockedResponse[];
}

/** Where a test route landed: the other paths of the portal render this, showing where the screen sent the user. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

/**
 * Renders a screen's route module as the router runs it (loader preloading the query, then Component), with
 * the portal's Apollo client answering from mocks and a flash spy.
 */
export async function renderRoute({ path, route, url, mocks }: RenderRouteOptions) {
  apolloClient.setLink(new MockLink(mocks));
  await apolloClient.clearStore();
  const flash: FlashApi = { show: vi.fn(), clear: vi.fn() };
  const router = createMemoryRouter(
    [
      { path, loader: route.loader, Component: route.Component, HydrateFallback: () => null },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <ApolloProvider client={apolloClient}>
      <FlashApiContext.Provider value={flash}>
        <RouterProvider router={router} />
      </FlashApiContext.Provider>
    </ApolloProvider>,
  );
  return { ...view, flash, router };
}
