import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router.tsx';
import { apolloClient } from './lib/apollo.ts';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <RouterProvider router={createRouter()} />
    </ApolloProvider>
  </StrictMode>,
);
