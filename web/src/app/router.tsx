import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/route-handle.ts';
import { HydrateFallback, RootErrorBoundary, RootRoute, loader as rootLoader } from './root-route.tsx';

const handle = (value: RouteHandle) => value;

// Spec 000 §2.1, history mode. Every screen is a lazy route exporting `loader` (which preloads its one
// query) and `Component`, so a screen's code and data download in parallel and the first page stays small.
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    Component: RootRoute,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback,
    children: [
      { index: true, handle: handle({ title: 'Accueil' }), lazy: () => import('./public/landing-page.tsx') },
      {
        path: 'app',
        handle: handle({ title: 'Connexion' }),
        lazy: () => import('./public/sign-in-page.tsx'),
      },
      {
        path: 'interdit',
        handle: handle({ title: 'Accès interdit' }),
        lazy: () => import('./public/forbidden-page.tsx'),
      },
      {
        path: 'module-interdit/:page',
        handle: handle({ title: 'Module interdit' }),
        lazy: () => import('./public/module-forbidden-page.tsx'),
      },
      {
        id: 'signed-in',
        lazy: () => import('./shell/signed-in-route.tsx'),
        children: [
          {
            path: 'selectionDossier',
            handle: handle({ title: 'Sélection du dossier' }),
            lazy: () => import('../features/portfolio/portfolio-route.tsx'),
          },
          {
            lazy: () => import('./shell/app-layout.tsx'),
            children: [
              {
                path: 'accueil/:codeDossier?/:redirectTo?',
                handle: handle({ title: 'Accueil' }),
                lazy: () => import('../features/home/home-route.tsx'),
              },
              {
                path: 'notifications',
                handle: handle({ title: 'Notifications' }),
                lazy: () => import('../features/notifications/notifications-route.tsx'),
              },
              {
                path: 'actualites',
                handle: handle({ title: 'Actualités', modules: ['page_events', 'page_rdv'] }),
                lazy: () => import('../features/news/news-route.tsx'),
              },
              {
                path: 'actualites-liste',
                handle: handle({ title: 'Actualités', modules: ['page_events', 'page_rdv'] }),
                lazy: () => import('../features/news/news-list-route.tsx'),
              },
              // Spec 000 §2.1: the lists live on the news list, by type.
              { path: 'rendez-vous', element: <Navigate to="/actualites-liste?type=0" replace /> },
              { path: 'event', element: <Navigate to="/actualites-liste?type=1" replace /> },
              {
                path: 'rendez-vous/:id',
                handle: handle({ title: 'Rendez-vous', modules: ['page_rdv'] }),
                lazy: () => import('../features/news/appointment-route.tsx'),
              },
              {
                path: 'rendez-vous/editer/:id',
                handle: handle({ title: 'Modifier le rendez-vous', modules: ['page_rdv'] }),
                lazy: () => import('../features/news/appointment-edit-route.tsx'),
              },
              {
                path: 'rendez-vous/ajouter/:id',
                handle: handle({ title: 'Prendre rendez-vous', modules: ['page_rdv'] }),
                lazy: () => import('../features/news/appointment-booking-route.tsx'),
              },
              {
                path: 'event/:id',
                handle: handle({ title: 'Événement', modules: ['page_events'] }),
                lazy: () => import('../features/news/event-route.tsx'),
              },
              {
                path: 'aucun-dossier',
                handle: handle({ title: 'Aucun dossier' }),
                lazy: () => import('../features/no-dossier/no-dossier-route.tsx'),
              },
            ],
          },
        ],
      },
      // Spec 000 §2.1: any unknown path redirects to home (screens not built yet included).
      { path: '*', element: <Navigate to="/accueil" replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
