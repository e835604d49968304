import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isExpired, persistableCache, SNAPSHOT_LIFETIME_MS, snapshotKey, viewerOf } from './snapshot.ts';

const VIEWER = parse('query { viewer { id login } }');
const SIGN_IN = parse('mutation SignIn($input: SignInInput!) { signIn(input: $input) { ok } }');

function signedInCache(): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies: { Viewer: { keyFields: ['id'] } } });
  cache.writeQuery({
    query: VIEWER,
    data: { viewer: { __typename: 'Viewer', id: '1001', login: 'proprietaire@demo.fr' } },
  });
  cache.write({
    dataId: 'ROOT_MUTATION',
    query: SIGN_IN,
    variables: { input: { login: 'proprietaire@demo.fr', password: 'Secret-1234!' } },
    result: { signIn: { __typename: 'SignInPayload', ok: true } },
  });
  return cache;
}

describe('the persisted cache', () => {
  it('keeps the answers to queries but never a mutation with its arguments, such as a password', () => {
    const kept = JSON.stringify(persistableCache(signedInCache().extract()));
    expect(kept).toContain('proprietaire@demo.fr');
    expect(kept).not.toContain('Secret-1234!');
    expect(kept).not.toContain('ROOT_MUTATION');
  });

  it('names the signed-in person, and nobody once the viewer is gone', () => {
    const cache = signedInCache();
    expect(viewerOf(cache.extract())).toBe('Viewer:{"id":"1001"}');
    cache.writeQuery({ query: VIEWER, data: { viewer: null } });
    expect(viewerOf(cache.extract())).toBeNull();
  });

  it('is kept under a key of its own for each person and each file', () => {
    const keys = new Set([
      snapshotKey('Viewer:{"id":"1001"}', 'D1'),
      snapshotKey('Viewer:{"id":"1001"}', 'D2'),
      snapshotKey('Viewer:{"id":"1002"}', 'D1'),
      snapshotKey('Viewer:{"id":"1001"}', null),
    ]);
    expect(keys.size).toBe(4);
  });

  it('is given back within a session lifetime and not after', () => {
    const now = Date.now();
    expect(isExpired({ savedAt: now - SNAPSHOT_LIFETIME_MS + 1000, data: {} }, now)).toBe(false);
    expect(isExpired({ savedAt: now - SNAPSHOT_LIFETIME_MS - 1000, data: {} }, now)).toBe(true);
  });
});
