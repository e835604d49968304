import { createBrowserRouter, Navigate, RouterContextProvider, type RouteObject } from 'react-router';
import { apolloClient, preloadQuery } from '../lib/apollo.ts';
import { paths, type PathKey } from '../lib/paths.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { setPendingPath } from '../lib/navigation.ts';
import { dataContext } from '../lib/router-context.ts';
import { browserWantedDossier } from '../lib/wanted-dossier.ts';
import { screenMiddleware } from './layout/screen-middleware.ts';
import { signedInMiddleware } from './layout/signed-in-middleware.ts';
import { RootErrorBoundary, RootRoute, loader as rootLoader } from './root-route.tsx';

type LazyScreen = NonNullable<RouteObject['lazy']>;

/**
 * The screen of every path of the table (lib/paths.ts), or the path it redirects to. A path without a screen
 * here is a type error: the table and the router agree.
 * Every screen is a lazy route module exporting `loader` (which preloads its one query) and `Component`, so
 * that its code and its data download in parallel and the first page stays small.
 */
const screens: Record<PathKey, LazyScreen | string> = {
  landing: () => import('./routes/public/landing-page.tsx'),
  signIn: () => import('./routes/public/sign-in-page.tsx'),
  forbidden: () => import('./routes/public/forbidden-page.tsx'),
  moduleForbidden: () => import('./routes/public/module-forbidden-page.tsx'),
  forgotPassword: () => import('./routes/public/forgot-password-page.tsx'),
  forgotPasswordChange: () => import('./routes/public/change-password-page.tsx'),
  registration: () => import('./routes/public/registration-page.tsx'),
  registrationSent: () => import('./routes/public/registration-sent-page.tsx'),
  invitation: () => import('./routes/public/invitation-page.tsx'),
  invitationSignUp: () => import('./routes/public/invitation-sign-up-page.tsx'),
  selectionDossier: () => import('./routes/portfolio/portfolio-route.tsx'),
  home: () => import('./routes/home/home-route.tsx'),
  noDossier: () => import('./routes/no-dossier/no-dossier-route.tsx'),
  notifications: () => import('./routes/notifications/notifications-route.tsx'),
  news: () => import('./routes/news/news-route.tsx'),
  newsList: () => import('./routes/news/news-list-route.tsx'),
  // Spec 000 §2.1: the lists live on the news list, by type.
  appointments: paths.newsList.href(0),
  events: paths.newsList.href(1),
  appointment: () => import('./routes/appointments/appointment-route.tsx'),
  appointmentEdit: () => import('./routes/appointments/appointment-edit-route.tsx'),
  appointmentBooking: () => import('./routes/appointments/appointment-booking-route.tsx'),
  event: () => import('./routes/events/event-route.tsx'),
  figures: () => import('./routes/figures/stats-route.tsx'),
  figure: () => import('./routes/figures/stat-route.tsx'),
  contacts: () => import('./routes/contacts/contacts-route.tsx'),
  contact: () => import('./routes/contacts/contact-route.tsx'),
  tools: () => import('./routes/tools/tools-route.tsx'),
  toolCategory: () => import('./routes/tools/tool-category-route.tsx'),
  shortcuts: () => import('./routes/tools/shortcuts-route.tsx'),
  shortcutEdition: () => import('./routes/tools/shortcut-edition-route.tsx'),
  loanSimulator: () => import('./routes/tools/loan-simulator-route.tsx'),
  loanEdition: () => import('./routes/tools/loan-edition-route.tsx'),
  hiringSimulator: () => import('./routes/tools/hiring-simulator-route.tsx'),
  assolement: () => import('./routes/crop-rotation/assolement-route.tsx'),
  assolementEdition: () => import('./routes/crop-rotation/assolement-edition-route.tsx'),
  yieldMap: () => import('./routes/yield-map/yield-map-route.tsx'),
  duer: () => import('./routes/duer/duer-index-route.tsx'),
  duerHome: () => import('./routes/duer/duer-home-route.tsx'),
  duerCategory: () => import('./routes/duer/duer-category-route.tsx'),
  duerModule: () => import('./routes/duer/duer-module-route.tsx'),
  duerPages: () => import('./routes/duer/duer-pages-route.tsx'),
  duerPageDeGarde: () => import('./routes/duer/duer-cover-page-route.tsx'),
  duerInformationsGenerales: () => import('./routes/duer/duer-general-info-route.tsx'),
  duerAnnexes: () => import('./routes/duer/duer-annexes-route.tsx'),
  duerModuleAnnexes: () => import('./routes/duer/duer-module-annexes-route.tsx'),
  duerPreambule: () => import('./routes/duer/duer-preamble-route.tsx'),
  duerAudit: () => import('./routes/duer/duer-audit-route.tsx'),
  sharedCredentials: () => import('./routes/account/shared-credentials-route.tsx'),
  preferences: () => import('./routes/account/preferences-route.tsx'),
  account: () => import('./routes/account/account-route.tsx'),
  accountInfos: () => import('./routes/account/account-infos-route.tsx'),
  passwordChange: () => import('./routes/account/password-change-route.tsx'),
  mailChange: () => import('./routes/account/mail-change-route.tsx'),
  apiAccess: () => import('./routes/account/api-access-route.tsx'),
  loginSecurity: () => import('./routes/account/login-security-route.tsx'),
  myAccess: () => import('./routes/account/my-access-route.tsx'),
  shareMyFiles: () => import('./routes/account/share-my-files-route.tsx'),
  shareInvite: () => import('./routes/account/share-invite-route.tsx'),
  shareEdit: () => import('./routes/account/share-edit-route.tsx'),
  store: () => import('./routes/documents/store-route.tsx'),
  myDocuments: () => import('./routes/documents/my-documents-route.tsx'),
  boardDocuments: () => import('./routes/documents/board-documents-route.tsx'),
  uploadChoice: () => import('./routes/documents/upload-choice-route.tsx'),
  uploader: () => import('./routes/documents/uploader-route.tsx'),
  uploadHistory: () => import('./routes/documents/upload-history-route.tsx'),
  genericPage: () => import('./routes/content/generic-page-route.tsx'),
  gedView: () => import('./routes/content/ged-view-route.tsx'),
  gallery: () => import('./routes/gallery/gallery-route.tsx'),
  billing: () => import('./routes/billing/billing-route.tsx'),
  servicesDirectory: () => import('./routes/services/services-route.tsx'),
  serviceDetail: () => import('./routes/services/service-route.tsx'),
  generalAssembly: () => import('./routes/general-assembly/ag-route.tsx'),
  agResolutions: () => import('./routes/general-assembly/ag-resolutions-route.tsx'),
  documentation: () => import('./routes/documentation/documentations-route.tsx'),
  documentationCategory: () => import('./routes/documentation/documentations-route.tsx'),
  documentationLibrary: () => import('./routes/documentation/library-route.tsx'),
  rgpd: () => import('./routes/documentation/documentations-route.tsx'),
  webSeries: () => import('./routes/documentation/documentations-route.tsx'),
  tutorials: () => import('./routes/tutorials/tutorials-route.tsx'),
  initialConseil: () => import('./routes/initial-conseil/initial-conseil-route.tsx'),
};

function screen(key: PathKey): RouteObject {
  const target = screens[key];
  const path = paths[key].pattern.slice(1);
  if (typeof target === 'string') return { path, element: <Navigate to={target} replace /> };
  return { path, handle: { path: key } satisfies RouteHandle, lazy: target };
}

/** A signed-in screen: its modules and its need of a file are checked before its query is sent. */
function signedInScreen(key: PathKey): RouteObject {
  return { ...screen(key), middleware: [screenMiddleware(key)] };
}

// Spec 000 §2.1, history mode.
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    Component: RootRoute,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { index: true, handle: { path: 'landing' } satisfies RouteHandle, lazy: screens.landing as LazyScreen },
      ...(['signIn', 'forbidden', 'moduleForbidden', 'forgotPassword', 'forgotPasswordChange'] as const).map(
        screen,
      ),
      ...(['registration', 'registrationSent', 'invitation'] as const).map(screen),
      screen('invitationSignUp'),
      {
        id: 'signed-in',
        middleware: [signedInMiddleware],
        lazy: () => import('./layout/signed-in-route.tsx'),
        children: [
          // Signed-in pages outside the frame with the menu.
          signedInScreen('selectionDossier'),
          {
            lazy: () => import('./layout/app-layout.tsx'),
            children: (
              [
                'home',
                'noDossier',
                'notifications',
                'news',
                'newsList',
                'appointments',
                'events',
                'appointment',
                'appointmentEdit',
                'appointmentBooking',
                'event',
                'figures',
                'figure',
                'contacts',
                'contact',
                'tools',
                'toolCategory',
                'shortcuts',
                'shortcutEdition',
                'loanSimulator',
                'loanEdition',
                'hiringSimulator',
                'assolement',
                'assolementEdition',
                'yieldMap',
                'duer',
                'duerHome',
                'duerCategory',
                'duerModule',
                'duerPages',
                'duerPageDeGarde',
                'duerInformationsGenerales',
                'duerAnnexes',
                'duerModuleAnnexes',
                'duerPreambule',
                'duerAudit',
                'sharedCredentials',
                'preferences',
                'account',
                'accountInfos',
                'passwordChange',
                'mailChange',
                'apiAccess',
                'loginSecurity',
                'myAccess',
                'shareMyFiles',
                'shareInvite',
                'shareEdit',
                'store',
                'myDocuments',
                'boardDocuments',
                'uploadChoice',
                'uploader',
                'uploadHistory',
                'genericPage',
                'gedView',
                'gallery',
                'billing',
                'servicesDirectory',
                'serviceDetail',
                'generalAssembly',
                'agResolutions',
                'documentation',
                'documentationCategory',
                'documentationLibrary',
                'rgpd',
                'webSeries',
                'tutorials',
                'initialConseil',
              ] as const
            ).map(signedInScreen),
          },
        ],
      },
      // Spec 000 §2.1: any unknown path redirects to home.
      { path: '*', element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
];

/** The router; every loader receives the Apollo client and its preloader through the router context. */
export function createRouter() {
  const router = createBrowserRouter(routes, {
    getContext() {
      const context = new RouterContextProvider();
      context.set(dataContext, { client: apolloClient, preloadQuery, wantedDossier: browserWantedDossier });
      return context;
    },
  });
  // Where a lost session sends the user back to, when it is noticed during a navigation (lib/apollo.ts).
  router.subscribe(({ navigation: { location } }) =>
    setPendingPath(location ? location.pathname + location.search : null),
  );
  return router;
}
