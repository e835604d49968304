import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakingChanges, currentSdl } from './schema-check.ts';

const published = readFileSync(new URL('../published.graphql', import.meta.url), 'utf8');

const before = /* GraphQL */ `
  type Query {
    dossier(codeDossier: String!): Dossier
  }
  type Dossier {
    codeDossier: String!
    raisonSociale: String!
  }
`;

describe('the published schema scripts rely on', () => {
  it('has no breaking change from the last published one (deprecate first, remove after publishing)', async () => {
    expect(await breakingChanges(published, currentSdl)).toEqual([]);
  });

  it('fails on a branch that removes a field scripts may use', async () => {
    const removed = before.replace('raisonSociale: String!', '');
    expect(await breakingChanges(before, removed)).toEqual([
      "Field 'raisonSociale' was removed from object type 'Dossier'",
    ]);
  });

  it('passes once the field is deprecated first, and lets a deprecated and published field go', async () => {
    const deprecated = before.replace(
      'raisonSociale: String!',
      'raisonSociale: String! @deprecated(reason: "Use nom.")\n    nom: String!',
    );
    expect(await breakingChanges(before, deprecated)).toEqual([]);
    expect(await breakingChanges(deprecated, deprecated.replace(/raisonSociale.*\n/, ''))).toEqual([]);
  });

  it('fails on a narrowed argument or a changed type too', async () => {
    const changed = before
      .replace('dossier(codeDossier: String!)', 'dossier(codeDossier: String!, annee: Int!)')
      .replace('codeDossier: String!\n    raisonSociale', 'codeDossier: Int!\n    raisonSociale');
    expect(await breakingChanges(before, changed)).toHaveLength(2);
  });
});
