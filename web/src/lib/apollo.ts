import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  defaultDataIdFromObject,
  InMemoryCache,
  ServerError,
  type InMemoryCacheConfig,
} from '@apollo/client';
import {
  ENROLMENT_STEP_VALUE,
  SECOND_FACTOR_ENROLMENT_REQUIRED_CODE,
  SECOND_STEP_PARAM,
} from '@portal/schema/rules/second-step';
import { globalIdOfObject } from '@portal/schema/rules/global-ids';
import { OperationTypeNode } from 'graphql';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { ErrorLink } from '@apollo/client/link/error';
import { catchError, tap } from 'rxjs';
import { createQueryPreloader } from '@apollo/client/react';
import { markApiCall } from './activity.ts';
import { getPendingPath, navigateTo } from './navigation.ts';
import { pathOf, paths, type PathEntry } from './paths.ts';
import { persistedDocumentLink } from './persisted.ts';
import { rememberAttemptedPath } from './wanted-dossier.ts';

export const FORBIDDEN_PATH = '/interdit';
export const SIGN_IN_PATH = '/app';
/** Where a collaborator without the second factor the firm makes compulsory enrols one (issue 47). */
export const ENROLMENT_PATH = `${SIGN_IN_PATH}?${SECOND_STEP_PARAM}=${ENROLMENT_STEP_VALUE}`;

/** Whether a failure is the gateway's refusal of anything but the enrolment of a compulsory second factor. */
export const enrolmentRequired = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((e) => e.extensions?.code === SECOND_FACTOR_ENROLMENT_REQUIRED_CODE);

function currentPath(): string {
  return window.location.pathname + window.location.search;
}

const activityLink = new ApolloLink((operation, forward) => {
  markApiCall();
  return forward(operation);
});

/**
 * Spec 000 §2.2: a lost session goes to sign-in and comes back where the user was once signed in again. A call
 * that notices it while a navigation is still loading (a screen's code on a slow link) comes back where the user
 * was going, not to the screen being left.
 */
function sendToSignIn(): void {
  const pending = getPendingPath();
  if (window.location.pathname === SIGN_IN_PATH || pending?.split('?')[0] === SIGN_IN_PATH) return;
  rememberAttemptedPath(pending ?? currentPath(), null);
  navigateTo(SIGN_IN_PATH);
}

// Without a session cookie the gateway refuses the viewer with UNAUTHENTICATED (issue 46), which the error link
// takes; a session the legacy API has dropped comes back as a null viewer, which the link below takes. A public
// page that only asks whether someone is signed in says so with `context: { [SIGNED_OUT_EXPECTED]: true }`.
export const SIGNED_OUT_EXPECTED = 'signedOutExpected';

/** Whether a query's failure is only its signed-in fields refused to a signed-out visitor. */
export const signedOutOnly = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.every((e) => e.extensions?.code === 'UNAUTHENTICATED');

const signedOutLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap((result) => {
      if (operation.getContext()[SIGNED_OUT_EXPECTED] === true) return;
      if (result.data && 'viewer' in result.data && result.data.viewer === null) sendToSignIn();
    }),
  ),
);

/**
 * The refusal page of the module screen shown, or being opened: where a refusal of that screen's own data leads.
 * Null on a screen that needs no module.
 */
function moduleRefusalPath(): string | null {
  const key = pathOf(getPendingPath() ?? currentPath());
  if (key === null || !(paths[key] as PathEntry).modules) return null;
  return paths.moduleForbidden.href(paths[key].title);
}

/**
 * Spec 000 §2.3 and §6: a 403 on any call goes to the forbidden page; a lost session goes to sign-in. The one
 * place that decides, for Apollo's calls (the error link below) and for the uploads made outside it
 * (lib/use-upload-mutation.ts). Answers whether the failure was one of these. A module screen's data refused
 * (`screenData`: a query) is that module refused, as its guard would have said (spec 000 §2.2): its refusal
 * page, not the forbidden page, whose countdown signs the person out.
 */
export function handleAuthFailure(
  status: number | null,
  codes: readonly unknown[],
  screenData = false,
): boolean {
  if (status === 403 || codes.includes('FORBIDDEN')) {
    const target = (screenData && moduleRefusalPath()) || FORBIDDEN_PATH;
    if (window.location.pathname !== target) navigateTo(target);
    return true;
  }
  if (codes.includes(SECOND_FACTOR_ENROLMENT_REQUIRED_CODE)) {
    if (currentPath() !== ENROLMENT_PATH) navigateTo(ENROLMENT_PATH);
    return true;
  }
  if (status === 401 || codes.includes('UNAUTHENTICATED')) {
    sendToSignIn();
    return true;
  }
  return false;
}

const errorLink = new ErrorLink(({ error, operation }) => {
  if (operation.getContext()[SIGNED_OUT_EXPECTED] === true && signedOutOnly(error)) return;
  const codes = CombinedGraphQLErrors.is(error) ? error.errors.map((e) => e.extensions?.code) : [];
  handleAuthFailure(
    ServerError.is(error) ? error.statusCode : null,
    codes,
    operation.operationType === OperationTypeNode.QUERY,
  );
});

// An operation sent again alone, in a request of its own (below).
const SENT_ALONE = 'sentAlone';
let aloneRequests = 0;

/** Whether a batch came back refused as a whole: its operations together would cost too many legacy calls. */
function batchRefusedAsTooLarge(error: unknown): boolean {
  const answers = (error as { result?: unknown } | null)?.result;
  return (
    Array.isArray(answers) &&
    answers.some((answer: { errors?: { extensions?: { code?: unknown } }[] }) =>
      answer.errors?.some((e) => e.extensions?.code === 'TOO_MANY_UPSTREAM_CALLS'),
    )
  );
}

/**
 * The gateway refuses an HTTP request whose operations together would cause more legacy calls than its limit
 * (TOO_MANY_UPSTREAM_CALLS), and answers that one refusal for the whole batch. The batch is made of whatever
 * the app asked within the same 10 ms: a DUER module's query beside the Shell asked again on a page restored from
 * the device went over it, and the module screen said 'Module introuvable'. Each operation of a refused batch is
 * sent again alone; one refused alone is refused for good.
 */
const refusedBatchLink = new ApolloLink((operation, forward) => {
  if (operation.getContext()[SENT_ALONE] === true) return forward(operation);
  return forward(operation).pipe(
    catchError((error: unknown) => {
      if (!batchRefusedAsTooLarge(error)) throw error;
      operation.setContext({ [SENT_ALONE]: true });
      return forward(operation);
    }),
  );
});

const httpLink = new BatchHttpLink({
  uri: '/graphql',
  batchInterval: 10,
  batchMax: 10,
  credentials: 'same-origin',
  // The gateway's CSRF prevention refuses non-GET requests without this header.
  headers: { 'x-graphql-yoga-csrf': '1' },
  // Batched by what makes the HTTP request (Apollo's own key), and an operation sent alone in a batch of its own.
  batchKey: (operation) => {
    const context: Record<string, unknown> = operation.getContext();
    const request = JSON.stringify({
      http: context.http,
      options: context.fetchOptions,
      credentials: context.credentials,
      headers: context.headers,
    });
    return context[SENT_ALONE] === true ? `${request}#${(aloneRequests += 1)}` : request;
  },
});

export const cacheConfig: InMemoryCacheConfig = {
  // A Node (a file, an appointment, an event...) is kept under its global id (decision 017), which its type and
  // `id` make: an object asked by `node(nodeId:)` and the same one in a screen's list are one entry, whether the
  // answer holds `nodeId` or only `id`. Other types keep Apollo's `<type>:<id>`.
  dataIdFromObject: (object, context) =>
    (typeof object.nodeId === 'string' ? object.nodeId : null) ??
    globalIdOfObject(object) ??
    defaultDataIdFromObject(object, context),
  typePolicies: {
    // Ids are unique across dossiers (ARCHITECTURE rule 4), so one file's data never shows under another.
    Viewer: { keyFields: ['id'] },
    // The theme is one object read by several queries; keyed by its code, they share it instead of
    // overwriting each other.
    Theme: { keyFields: ['code'] },
    ThemeLinks: { merge: true },
  },
};

export const cache = new InMemoryCache(cacheConfig);

// Documents go as their codegen hash (trusted documents): in production the gateway runs no other from a client.
export const portalLink = ApolloLink.from([
  activityLink,
  errorLink,
  signedOutLink,
  persistedDocumentLink,
  refusedBatchLink,
  httpLink,
]);

export const apolloClient = new ApolloClient({
  link: portalLink,
  cache,
  // Route queries (preloadQuery watches them) show what is cached at once, then ask the gateway again: a file
  // seen before appears without waiting, and a session that ended since is noticed at the next page (the
  // links above send a signed-out answer to sign-in) instead of showing cached data to a signed-out browser.
  defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
});

export const preloadQuery = createQueryPreloader(apolloClient);
