import { InMemoryCache } from '@apollo/client';
import { globalIdOf } from '@portal/schema/rules/global-ids';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLastApiCallAt } from './activity.ts';
import { apolloClient, cacheConfig, portalLink, SIGNED_OUT_EXPECTED } from './apollo.ts';
import { setNavigate, setPendingPath } from './navigation.ts';
import { getRedirectTo } from './wanted-dossier.ts';

// Parsed rather than tagged, so that codegen does not publish this test's operation.
const ViewerQuery = parse('query TestViewer { viewer { id } }');
const StarMutation = parse('mutation TestStar { setFavoriteDossier(codeDossier: "VIT002") { id } }');

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      ),
    ),
  );
}

const navigate = vi.fn();

describe('the Apollo link chain', () => {
  beforeEach(async () => {
    // The portal's own link chain, whatever a screen's test put in its place (lib/testing/render-route.tsx).
    apolloClient.setLink(portalLink);
    await apolloClient.clearStore();
    window.localStorage.clear();
    window.history.replaceState(null, '', '/contacts/A12');
    navigate.mockReset();
    setNavigate(navigate);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setPendingPath(null);
  });

  const refused = [{ data: null, errors: [{ message: 'Accès refusé', extensions: { code: 'FORBIDDEN' } }] }];

  it('sends the browser to /interdit on a FORBIDDEN change', async () => {
    answer(200, refused);
    await apolloClient.mutate({ mutation: StarMutation, errorPolicy: 'all' });
    expect(navigate).toHaveBeenCalledWith('/interdit');
  });

  it("sends the browser to the module's refusal page when a module screen's data is refused", async () => {
    answer(200, refused);
    await apolloClient.query({ query: ViewerQuery, errorPolicy: 'all' });
    expect(navigate).toHaveBeenCalledWith('/module-interdit/Contact');
  });

  it('sends the browser to /interdit when the data of a screen without module is refused', async () => {
    window.history.replaceState(null, '', '/notifications');
    answer(200, refused);
    await apolloClient.query({ query: ViewerQuery, errorPolicy: 'all' });
    expect(navigate).toHaveBeenCalledWith('/interdit');
  });

  it('sends the browser to /interdit on an HTTP 403', async () => {
    window.history.replaceState(null, '', '/notifications');
    answer(403, { message: 'Forbidden' });
    await expect(apolloClient.query({ query: ViewerQuery })).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith('/interdit');
  });

  it('sends a signed-out user to /app and remembers where they were', async () => {
    answer(200, [
      { data: null, errors: [{ message: 'Non connecté', extensions: { code: 'UNAUTHENTICATED' } }] },
    ]);
    await apolloClient.query({ query: ViewerQuery, errorPolicy: 'all' });
    expect(navigate).toHaveBeenCalledWith('/app');
    expect(getRedirectTo()).toBe('/contacts/A12');
  });

  it('sends a browser whose session cookie is gone (a null viewer, no error) to /app, remembering the page', async () => {
    answer(200, [{ data: { viewer: null } }]);
    await apolloClient.query({ query: ViewerQuery });
    expect(navigate).toHaveBeenCalledWith('/app');
    expect(getRedirectTo()).toBe('/contacts/A12');
  });

  it('remembers where a navigation still loading was going, not the page being left', async () => {
    setPendingPath('/notifications');
    answer(200, [{ data: { viewer: null } }]);
    await apolloClient.query({ query: ViewerQuery });
    expect(navigate).toHaveBeenCalledWith('/app');
    expect(getRedirectTo()).toBe('/notifications');
  });

  it('lets a navigation already going to sign-in go on, keeping the page remembered before', async () => {
    answer(200, [{ data: { viewer: null } }]);
    await apolloClient.query({ query: ViewerQuery });
    setPendingPath('/app');
    navigate.mockReset();
    await apolloClient.query({ query: ViewerQuery, fetchPolicy: 'network-only' });
    expect(navigate).not.toHaveBeenCalled();
    expect(getRedirectTo()).toBe('/contacts/A12');
  });

  it('leaves a public page that only asks whether someone is signed in where it is', async () => {
    answer(200, [{ data: { viewer: null } }]);
    await apolloClient.query({ query: ViewerQuery, context: { [SIGNED_OUT_EXPECTED]: true } });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the CSRF header and records the time of the call for the inactivity dialog', async () => {
    answer(200, [{ data: { viewer: { __typename: 'Viewer', id: 'v1' } } }]);
    const before = Date.now();
    await apolloClient.query({ query: ViewerQuery });
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect((init.headers as Record<string, string>)['x-graphql-yoga-csrf']).toBe('1');
    expect(init.credentials).toBe('same-origin');
    expect(getLastApiCallAt()).toBeGreaterThanOrEqual(before);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a cached answer of a watched (route) query at once, then asks again and so notices an ended session', async () => {
    answer(200, [{ data: { viewer: { __typename: 'Viewer', id: 'v1' } } }]);
    await apolloClient.query({ query: ViewerQuery });
    answer(200, [{ data: { viewer: null } }]);

    const results: unknown[] = [];
    const subscription = apolloClient
      .watchQuery({ query: ViewerQuery, errorPolicy: 'all' })
      .subscribe((result) => results.push(result.data));

    expect(results[0]).toEqual({ viewer: { __typename: 'Viewer', id: 'v1' } });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/app'));
    expect(fetch).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
  });

  it('sends each operation of a batch the gateway refused as too large again alone', async () => {
    const OtherQuery = parse('query TestOther { viewer { login } }');
    const tooLarge = {
      errors: [{ message: 'Trop de données', extensions: { code: 'TOO_MANY_UPSTREAM_CALLS' } }],
    };
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const body = JSON.parse(init.body as string) as { operationName: string }[];
        sent.push(body.map((operation) => operation.operationName));
        const answers =
          body.length > 1 ? tooLarge : [{ data: { viewer: { __typename: 'Viewer', id: 'v', login: 'l' } } }];
        return Promise.resolve(
          new Response(JSON.stringify(answers), { headers: { 'content-type': 'application/json' } }),
        );
      }),
    );
    const [viewer, other] = await Promise.all([
      apolloClient.query({ query: ViewerQuery, fetchPolicy: 'network-only' }),
      apolloClient.query({ query: OtherQuery, fetchPolicy: 'network-only' }),
    ]);
    expect(viewer.data).toMatchObject({ viewer: { id: 'v' } });
    expect(other.data).toMatchObject({ viewer: { login: 'l' } });
    expect(sent[0]).toEqual(['TestViewer', 'TestOther']);
    expect(sent.slice(1).map((names) => (names as string[]).length)).toEqual([1, 1]);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the cache', () => {
  it('keys a Node on its global id, whether the answer holds its nodeId or only its id', () => {
    const cache = new InMemoryCache(cacheConfig);
    const key = globalIdOf('Appointment', 'AGR001:rdv-1');
    expect(cache.identify({ __typename: 'Appointment', id: 'AGR001:rdv-1' })).toBe(key);
    expect(cache.identify({ __typename: 'Appointment', nodeId: key })).toBe(key);
    // The same legacy key under another type is another entry.
    expect(cache.identify({ __typename: 'Event', id: 'AGR001:rdv-1' })).not.toBe(key);
    expect(cache.identify({ __typename: 'Dossier', id: 'AGR001' })).toBe(globalIdOf('Dossier', 'AGR001'));
  });

  it('keeps the types that are not Nodes under their type and id', () => {
    const cache = new InMemoryCache(cacheConfig);
    expect(cache.identify({ __typename: 'Participant', id: 'AGR001:rdv-1:0' })).toBe(
      'Participant:AGR001:rdv-1:0',
    );
    expect(cache.identify({ __typename: 'Viewer', id: 'proprietaire@demo.fr' })).toBe(
      'Viewer:{"id":"proprietaire@demo.fr"}',
    );
  });
});
