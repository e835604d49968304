import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generate } from '@graphql-codegen/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/programs.ts';

// Issue 46, "Done when": a developer generates a typed client from the published SDL with codegen's client preset,
// as its documentation says, and compiles a script with it under `tsc --strict`. The script exports the key
// figures of the portfolio and reads a stored file again by its global id (`node(nodeId:)`).

const SCRIPT = `
import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from './gql/index';
import type { ScriptKeyFiguresQuery } from './gql/graphql';

const KeyFigures = graphql(\`
  query ScriptKeyFigures($first: Int!, $after: String) {
    viewer {
      dossierConnection(first: $first, after: $after) {
        edges {
          node {
            nodeId
            codeDossier
            keyFigures { slug valeur unite }
          }
        }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
\`);

const Stored = graphql(\`
  query ScriptStoredFile($nodeId: ID!) {
    node(nodeId: $nodeId) {
      nodeId
      ... on Dossier { codeDossier raisonSociale }
    }
  }
\`);

async function send<R, V>(document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
  const response = await fetch('http://127.0.0.1:4000/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer ' + process.env.PORTAIL_TOKEN },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const answer = (await response.json()) as { data: R };
  return answer.data;
}

export async function lines(): Promise<string[]> {
  const rows: string[] = [];
  let after: string | null = null;
  for (;;) {
    const data: ScriptKeyFiguresQuery = await send(KeyFigures, { first: 20, after });
    const page = data.viewer?.dossierConnection;
    if (!page) return rows;
    for (const { node } of page.edges)
      for (const figure of node.keyFigures ?? []) rows.push([node.codeDossier, figure.slug, figure.valeur].join(','));
    if (!page.pageInfo.hasNextPage) return rows;
    after = page.pageInfo.endCursor ?? null;
  }
}

export async function storedName(nodeId: string): Promise<string | null> {
  const { node } = await send(Stored, { nodeId });
  return node?.__typename === 'Dossier' ? node.raisonSociale : null;
}
`;

// The same script reading a field the schema does not have: the compiler must say so.
const WRONG = SCRIPT.replace('? node.raisonSociale : null', '? node.raisonSocial : null');

let folder: string;

/** Runs the compiler as a developer would, strict, on the generated client and one script. */
async function compile(script: string): Promise<{ code: number; output: string }> {
  await writeFile(join(folder, 'script.ts'), script);
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(repoRoot, 'node_modules/typescript/bin/tsc'), '--strict', '--noEmit', '-p', folder],
      { cwd: folder },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    return { code, output: stdout };
  }
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'client-type-'));
  // The script's dependencies, as `npm install graphql @graphql-typed-document-node/core` would give them.
  await symlink(join(repoRoot, 'node_modules'), join(folder, 'node_modules'));
  await writeFile(join(folder, 'script.ts'), SCRIPT);
  await writeFile(
    join(folder, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        lib: ['es2022', 'dom'],
        types: ['node'],
        skipLibCheck: true,
      },
      include: ['script.ts', 'gql/**/*.ts'],
    }),
  );
  // codegen's client preset with its defaults, from the published SDL only.
  await generate(
    {
      schema: join(repoRoot, 'schema/published.graphql'),
      documents: [join(folder, 'script.ts')],
      generates: { [join(folder, 'gql/')]: { preset: 'client' } },
      silent: true,
    },
    true,
  );
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('a typed client generated from the published schema', () => {
  it('compiles a script of the key figures and of a stored global id under tsc --strict', async () => {
    const { code, output } = await compile(SCRIPT);
    expect(output).toBe('');
    expect(code).toBe(0);
  });

  it('fails to compile a script reading a field the schema does not have', async () => {
    const { code, output } = await compile(WRONG);
    expect(code).not.toBe(0);
    expect(output).toMatch(/script\.ts\(\d+,\d+\): error TS\d+: Property 'raisonSocial' does not exist/);
  });
});
