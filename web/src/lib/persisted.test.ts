import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoDossierDocument, RootThemeDocument, SignInDocument } from '../gql/graphql.ts';
import trustedDocuments from '../gql/persisted-documents.json';
import { apolloClient, portalLink } from './apollo.ts';
import { setNavigate } from './navigation.ts';
import { persistedRequestBody } from './persisted.ts';

interface SentOperation {
  operationName?: string;
  query?: string;
  extensions?: { persistedQuery?: { version: number; sha256Hash: string } };
}

function recordFetches() {
  const bodies: SentOperation[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as SentOperation[];
      bodies.push(body);
      const answers = body.map(() => ({ data: { theme: null, viewer: null } }));
      return Promise.resolve(
        new Response(JSON.stringify(answers), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  return bodies;
}

describe('trusted documents in the web app', () => {
  beforeEach(async () => {
    // The portal's own link chain, whatever a screen's test put in its place (lib/testing/render-route.tsx).
    apolloClient.setLink(portalLink);
    await apolloClient.clearStore();
    // The answers below are signed out: the link chain sends the browser to sign-in, which is not watched here.
    setNavigate(vi.fn());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends batched operations as the hashes codegen published, without their text', async () => {
    const bodies = recordFetches();
    await Promise.all([
      apolloClient.query({ query: RootThemeDocument, errorPolicy: 'all' }),
      apolloClient.query({ query: NoDossierDocument, errorPolicy: 'all' }),
    ]);
    expect(bodies).toHaveLength(1);
    const [batch = []] = bodies;
    expect(batch.map((operation) => operation.operationName)).toEqual(['RootTheme', 'NoDossier']);
    for (const operation of batch) {
      expect(operation.query).toBeUndefined();
      expect(operation.extensions?.persistedQuery?.version).toBe(1);
      expect(Object.keys(trustedDocuments)).toContain(operation.extensions?.persistedQuery?.sha256Hash);
    }
  });

  it('sends a document codegen does not know as text', async () => {
    const bodies = recordFetches();
    await apolloClient.query({ query: parse('query Outside { theme { code } }'), errorPolicy: 'all' });
    expect(bodies[0]?.[0]?.query).toContain('query Outside');
    expect(bodies[0]?.[0]?.extensions?.persistedQuery).toBeUndefined();
  });

  it('builds the body of a call made outside Apollo with the hash of its typed document', () => {
    const variables = { input: { login: 'proprietaire@demo.fr', password: 'x' } };
    const body = persistedRequestBody(SignInDocument, variables);
    const { sha256Hash } = body.extensions.persistedQuery;
    expect(body).toEqual({
      operationName: 'SignIn',
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash } },
    });
    expect(sha256Hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(Object.keys(trustedDocuments)).toContain(sha256Hash);
    expect(JSON.stringify(body)).not.toContain('mutation');
  });
});
