import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { useDeprecationReport } from './deprecations.ts';

const yoga = createYoga({
  schema: createSchema({
    typeDefs: /* GraphQL */ `
      type Query {
        dossier: Dossier
      }
      type Dossier {
        nom: String!
        raisonSociale: String! @deprecated(reason: "Lisez nom.")
      }
    `,
    resolvers: { Query: { dossier: () => ({ nom: 'EARL des Aulnes', raisonSociale: 'EARL des Aulnes' }) } },
  }),
  plugins: [useDeprecationReport()],
});

async function ask(query: string) {
  const response = await yoga.fetch('http://yoga/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as Record<string, unknown>;
}

describe('deprecated fields', () => {
  it('keep answering and are named, with their reason, in the answer’s extensions', async () => {
    expect(await ask('{ dossier { raisonSociale } }')).toEqual({
      data: { dossier: { raisonSociale: 'EARL des Aulnes' } },
      extensions: { deprecations: [{ field: 'Dossier.raisonSociale', reason: 'Lisez nom.' }] },
    });
  });

  it('add nothing to an answer that uses none', async () => {
    expect(await ask('{ dossier { nom } }')).toEqual({ data: { dossier: { nom: 'EARL des Aulnes' } } });
  });
});
