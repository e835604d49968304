import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ownerRoutes,
  PASSWORD,
  postGraphQL,
  startFakeLegacy,
  startGatewayAgainst,
} from '../testing/fake-legacy.ts';
import { startProductionGatewayAgainst } from '../testing/production-gateway.ts';
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

beforeEach(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
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

  it('lets a signed-in collaborator send any document, within the same limits', async () => {
    const { json } = await post({ query: '{ __typename }' }, gateway.collaboratorSession);
    expect(json()).toEqual({ data: { __typename: 'Query' } });

    const deep = `{ viewer { ${'dossiers { '.repeat(14)}id${' }'.repeat(14)} } }`;
    const { json: tooDeep } = await post({ query: deep }, gateway.collaboratorSession);
    expect(tooDeep().errors?.[0]?.message).toMatch(/depth/i);
    expect(legacy.calls).toEqual([]);
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
