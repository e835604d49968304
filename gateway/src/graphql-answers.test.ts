import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { legacyDossier, SESSION, useOwnerStack, withoutCost } from './testing/fake-legacy.ts';

const stack = useOwnerStack();

const ask = (query: string) =>
  stack.gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'gzip',
      'x-graphql-yoga-csrf': '1',
      cookie: SESSION,
    },
    payload: JSON.stringify({ query }),
  });

it('compresses an answer of more than 1 KB for a browser that accepts it, and sends a small one as it is', async () => {
  const files = Array.from({ length: 40 }, (_, i) =>
    legacyDossier(`AGR${String(i).padStart(3, '0')}`, `EARL des Aulnes numéro ${i}`),
  );
  stack.legacy.routes['GET /api/user/dossiers'] = () => ({ body: files });

  const large = await ask('{ viewer { dossiers { codeDossier raisonSociale } } }');
  expect(large.headers['content-encoding']).toBe('gzip');
  const answer = JSON.parse(gunzipSync(large.rawPayload).toString()) as {
    data: { viewer: { dossiers: { codeDossier: string; raisonSociale: string }[] } };
  };
  expect(answer.data.viewer.dossiers).toHaveLength(40);
  expect(answer.data.viewer.dossiers[39]).toEqual({
    codeDossier: 'AGR039',
    raisonSociale: 'EARL des Aulnes numéro 39',
  });

  const small = await ask('{ viewer { login } }');
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(withoutCost(small.json())).toEqual({ data: { viewer: { login: 'proprietaire@demo.fr' } } });
});
