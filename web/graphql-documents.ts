import { readFileSync } from 'node:fs';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// The client preset's `graphql()` looks each document up in one map of every document of the app (gql.ts), so
// the first page would download the documents of every screen (about a fifth of its JavaScript). At build time
// each call is replaced by the document it returns, written in place: each route's chunk then holds only its own
// documents, and the map, no longer used, is dropped. (The preset's babel plugin imports them from graphql.ts
// instead, but a module lives in one chunk: all of them would still come with the first page.)

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const MAP_ENTRY = /^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
const EXPORT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** Each document's object (with its persisted hash), by the source text of its `graphql()` call. */
function documentsBySource(gqlDirectory: string): Map<string, string> {
  const gql = readFileSync(`${gqlDirectory}/gql.ts`, 'utf8');
  const names = gql.slice(gql.indexOf('const documents')).matchAll(MAP_ENTRY);
  const objects = new Map(
    [...readFileSync(`${gqlDirectory}/graphql.ts`, 'utf8').matchAll(EXPORT)].map(([, name, object]) => [
      name!,
      object!,
    ]),
  );
  return new Map([...names].map(([, key, name]) => [JSON.parse(key!) as string, objects.get(name!) ?? '']));
}

export function graphqlDocuments(gqlDirectory: string): Plugin {
  let documents: Map<string, string> | null = null;
  return {
    name: 'portal:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.startsWith(gqlDirectory) || !/\.tsx?$/.test(id) || !code.includes('graphql(')) return null;
      documents ??= documentsBySource(gqlDirectory);
      const out = new MagicString(code);
      for (const call of code.matchAll(CALL)) {
        const document = documents.get(call[1]!);
        // A document codegen has not seen: the build must not ship a call that would fail at run time.
        if (!document) this.error(`graphql() document unknown to codegen in ${id}: run npm run codegen`);
        out.overwrite(call.index, call.index + call[0].length, `(${document})`);
      }
      if (!out.hasChanged()) return null;
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
