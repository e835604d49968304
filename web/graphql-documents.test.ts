import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HomeDocument } from './src/gql/graphql.ts';
import { graphqlDocuments } from './graphql-documents.ts';

const gqlDirectory = `${import.meta.dirname}/src/gql`;
const homeQueryModule = `${import.meta.dirname}/src/app/routes/home/home-query.ts`;

function transform(code: string, id: string) {
  const hook = graphqlDocuments(gqlDirectory).transform as (
    this: { error(message: string): never },
    code: string,
    id: string,
  ) => { code: string } | null;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return hook.call(context, code, id);
}

describe('the build’s graphql() documents', () => {
  it('writes each document in its module, with the hash the gateway knows it by, instead of the map of all', () => {
    const result = transform(readFileSync(homeQueryModule, 'utf8'), homeQueryModule);
    expect(result?.code).not.toContain('graphql(`');
    const hash = (HomeDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;
    expect(result?.code).toContain(`"hash":"${hash}"`);
    expect(result?.code).not.toContain('"NewsList"');
  });

  it('stops the build on a document codegen has not seen', () => {
    const stale = 'export const Q = graphql(`\n  query NotGenerated { viewer { id } }\n`);';
    expect(() => transform(stale, `${import.meta.dirname}/src/stale.ts`)).toThrow(/npm run codegen/);
  });

  it('leaves codegen’s own files and modules without documents alone', () => {
    expect(transform('export const x = 1;', homeQueryModule)).toBeNull();
    expect(transform(readFileSync(`${gqlDirectory}/gql.ts`, 'utf8'), `${gqlDirectory}/gql.ts`)).toBeNull();
  });
});
