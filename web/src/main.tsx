import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { restoreFirstScreen } from './app/first-screen.ts';
import { createRouter } from './app/router.tsx';
import { apolloClient } from './lib/apollo.ts';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Before the router's first loaders run: they then find the answers the gateway put in the page.
const firstScreenRestored = restoreFirstScreen(apolloClient);
const router = createRouter();
firstScreenRestored(router);

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <RouterProvider router={router} />
    </ApolloProvider>
  </StrictMode>,
);
