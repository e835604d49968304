import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ownerRoutes,
  PASSWORD,
  postGraphQL,
  startFakeLegacy,
  startGatewayAgainst,
} from '../testing/fake-legacy.ts';
import type { ReceivedCall } from '../testing/fake-legacy.ts';
import { COLLABORATOR_TOKEN, startProductionGatewayAgainst } from '../testing/production-gateway.ts';
import trusted from '../../../web/src/gql/persisted-documents.json' with { type: 'json' };

const hashOf = (operation: string) => {
  const entry = Object.entries(trusted).find(([, text]) => text.includes(operation));
  if (!entry) throw new Error(`no trusted document holds ${operation}`);
  return entry[0];
};
const byHash = (hash: string, operationName: string, variables: Record<string, unknown> = {}) => ({
  operationName,
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
});

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startProductionGatewayAgainst>>;

/** The firm's login service also knows a collaborator, whose session ends at sign-out. */
function withCollaborator(routes: ReturnType<typeof ownerRoutes>) {
  const open = new Set([COLLABORATOR_TOKEN]);
  const tokenOf = (call: ReceivedCall) => /LEGACY_SESSION=([^;]+)/.exec(call.headers.cookie ?? '')?.[1];
  const owner = { login: routes['POST /api/auth/login']!, check: routes['GET /api/auth/authenticate']! };
  routes['POST /api/auth/login'] = (call) => {
    const { username, password } = JSON.parse(call.body) as { username: string; password: string };
    if (username !== 'collaborateur' || password !== PASSWORD) return owner.login(call);
    open.add(COLLABORATOR_TOKEN);
    return {
      body: { status: 'OK', userId: 'collaborateur', typeUtilisateur: 'collab' },
      headers: { 'set-cookie': `LEGACY_SESSION=${COLLABORATOR_TOKEN}; HttpOnly; Path=/` },
    };
  };
  routes['GET /api/auth/authenticate'] = (call) =>
    tokenOf(call) === COLLABORATOR_TOKEN
      ? {
          body: open.has(COLLABORATOR_TOKEN)
            ? { status: 'OK', userId: 'collaborateur', typeUtilisateur: 'collab' }
            : { status: 'KO' },
        }
      : owner.check(call);
  routes['GET /api/auth/logout'] = (call) => {
    if (tokenOf(call) === COLLABORATOR_TOKEN) open.delete(COLLABORATOR_TOKEN);
    return { body: { status: 'OK' } };
  };
  return routes;
}

beforeEach(async () => {
  legacy = await startFakeLegacy(withCollaborator(ownerRoutes()));
  gateway = await startProductionGatewayAgainst(legacy.url, { ARBITRARY_OPERATIONS: 'collaborators' });
});

afterEach(async () => {
  await gateway.app.close();
  await legacy.close();
});

// postGraphQL's payload type names `query`; a trusted request carries a hash instead.
const post = (payload: unknown, cookie?: string) =>
  postGraphQL(gateway.app, payload as { query: string }, cookie ? { cookie } : {});

describe('trusted documents in production', () => {
  it('refuses a document text from a client session before any legacy call', async () => {
    const { json } = await post({ query: '{ viewer { id login } }' }, gateway.session);
    expect(json().errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_ONLY']);
    expect(json().data).toBeUndefined();
    expect(legacy.calls).toEqual([]);
  });

  it('refuses a document text from a signed-out caller', async () => {
    const { json } = await post({ query: 'mutation { signOut { ok } }' });
    expect(json().errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_ONLY']);
    expect(legacy.calls).toEqual([]);
  });

  it('runs a known hash, alone or in a batch with another', async () => {
    const signIn = byHash(hashOf('mutation SignIn'), 'SignIn', {
      input: { login: 'proprietaire@demo.fr', password: PASSWORD },
    });
    const { json } = await post(signIn);
    expect(json()).toMatchObject({
      data: { signIn: { errors: [], viewer: { id: 'proprietaire@demo.fr' } } },
    });

    const { response } = await post([signIn, byHash(hashOf('mutation SignOut'), 'SignOut')]);
    expect(response.json()).toMatchObject([
      { data: { signIn: { errors: [] } } },
      { data: { signOut: { ok: true } } },
    ]);
  });

  it('answers PERSISTED_QUERY_NOT_IN_LIST for a hash it does not know', async () => {
    const { json } = await post(byHash(`sha256:${'0'.repeat(64)}`, 'Inconnue'), gateway.session);
    expect(json().errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_NOT_IN_LIST']);
  });

  it('refuses a document text with a collaborator cookie kept from before the sign-out', async () => {
    const signIn = byHash(hashOf('mutation SignIn'), 'SignIn', {
      input: { login: 'collaborateur', password: PASSWORD },
    });
    const { response } = await post(signIn);
    const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
    const { json: before } = await post({ query: '{ __typename }' }, cookie);
    expect(before()).toEqual({ data: { __typename: 'Query' } });

    const { json: signedOut } = await post(byHash(hashOf('mutation SignOut'), 'SignOut'), cookie);
    expect(signedOut()).toMatchObject({ data: { signOut: { ok: true } } });

    const { json: after } = await post({ query: '{ __typename }' }, cookie);
    expect(after().errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_ONLY']);
    expect(after().data).toBeUndefined();
  });

  it('lets a collaborator whose session the legacy confirms send any document, within the same limits', async () => {
    const { json } = await post({ query: '{ __typename }' }, gateway.collaboratorSession);
    expect(json()).toEqual({ data: { __typename: 'Query' } });

    const deep = `{ viewer { ${'dossiers { '.repeat(14)}id${' }'.repeat(14)} } }`;
    const { json: tooDeep } = await post({ query: deep }, gateway.collaboratorSession);
    expect(tooDeep().errors?.[0]?.message).toMatch(/depth/i);
    // The legacy confirmed the session each time, and was asked nothing else.
    expect(legacy.calls.map((call) => call.path)).toEqual([
      '/api/auth/authenticate',
      '/api/auth/authenticate',
    ]);
  });
});

describe('trusted documents outside production', () => {
  it('lets anyone send a document text (GraphiQL), and still runs hashes', async () => {
    const development = await startGatewayAgainst(legacy.url, { NODE_ENV: 'development' });
    try {
      const text = await postGraphQL(development.app, { query: '{ __typename }' });
      expect(text.json()).toEqual({ data: { __typename: 'Query' } });
      const hashed = await postGraphQL(
        development.app,
        byHash(hashOf('mutation SignOut'), 'SignOut') as unknown as { query: string },
      );
      expect(hashed.json()).toMatchObject({ data: { signOut: { ok: true } } });
    } finally {
      await development.app.close();
    }
  });
});
