import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_TOKEN_REFUSED } from '@portal/schema/rules/api-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import type { CreateApiTokenInput, RecipePortalTreeQuery } from '../testkit/__generated__/graphql.ts';
import { repoRoot } from '../support/emulator.ts';
import { DEMO_PASSWORD, startGateway } from './support.ts';

// The recipes of docs/api/recipes/ run as a script's owner would run them, against the gateway and the emulator:
// a recipe that stops working fails `npm test`. The Python one runs too: CI provides python3 with requests (.ci/run).

const run = promisify(execFile);
const recipe = (file: string) => path.join(repoRoot, 'docs/api/recipes', file);
let gateway: Awaited<ReturnType<typeof startGateway>>;
let cookie: string;

beforeAll(async () => {
  gateway = await startGateway();
  cookie = await gateway.signIn('collaborateur');
});

afterAll(async () => {
  await gateway.close();
});

const CreateDocument = graphql(`
  mutation RecipeCreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      apiToken {
        id
      }
      plainTextToken
    }
  }
`);

const RevokeDocument = graphql(`
  mutation RecipeRevokeApiToken($apiTokenId: ID!) {
    revokeApiToken(apiTokenId: $apiTokenId) {
      revokedId
    }
  }
`);

const PortalFiguresDocument = graphql(`
  query RecipePortalFigures {
    viewer {
      id
      dossiers {
        codeDossier
        raisonSociale
        keyFigures {
          slug
          libelle
          valeur
          unite
          dateFinExercice
        }
      }
    }
  }
`);

async function newToken(name: string, limits: Pick<CreateApiTokenInput, 'scopes' | 'files'> = {}) {
  const { body } = await gateway.graphql(
    CreateDocument,
    { input: { name, password: DEMO_PASSWORD, ...limits } },
    cookie,
  );
  const { apiToken, plainTextToken } = body.data!.createApiToken;
  return { id: apiToken!.id, token: plainTextToken! };
}

/** Runs a recipe as its reader would, with the gateway's address and the token in its environment. */
function runRecipe(command: string, args: string[], token: string, env: Record<string, string> = {}) {
  return run(command, args, {
    cwd: repoRoot,
    env: { ...process.env, PORTAIL_URL: gateway.url, PORTAIL_TOKEN: token, ...env },
  });
}

const typescriptRecipe = (token: string, env?: Record<string, string>) =>
  runRecipe(process.execPath, ['--import', 'tsx', recipe('export-key-figures.ts')], token, env);

/** The files the portal shows the owner, with their key figures (null where they cannot be read). */
async function portalFiles() {
  const { body } = await gateway.graphql(PortalFiguresDocument, {}, cookie);
  return body.data!.viewer!.dossiers!;
}

/** The lines the export should hold: the key figures of every file, as the portal shows them to the owner. */
async function portalLines(): Promise<string[]> {
  return (await portalFiles()).flatMap((file) =>
    (file.keyFigures ?? []).map((f) =>
      [
        file.codeDossier,
        file.raisonSociale,
        f.slug,
        f.libelle,
        f.valeur ?? '',
        f.unite,
        f.dateFinExercice?.slice(0, 10) ?? '',
      ].join(','),
    ),
  );
}

const HEADER = 'codeDossier,raisonSociale,indicateur,libelle,valeur,unite,finExercice';
const linesOf = (csv: string) => csv.trimEnd().split('\n');

/** Spends the token's whole budget, a point a request, until the gateway answers 429. */
async function drain(url: string, token: string): Promise<void> {
  for (let sent = 0; sent < 1000; sent += 1) {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ rateLimit { remaining } }' }),
    });
    await response.body?.cancel();
    if (response.status === 429) return;
  }
  throw new Error('the budget was never spent');
}

describe('the API recipes against the gateway and the emulator', () => {
  it('the TypeScript recipe exports the key figures of every file of the portfolio, read two files a page', async () => {
    const { token } = await newToken('Recette TypeScript');
    const expected = await portalLines();
    expect(expected.length).toBeGreaterThan(2);

    const unreadable = (await portalFiles()).filter((file) => file.keyFigures === null);

    const { stdout, stderr } = await typescriptRecipe(token, { PORTAIL_PAGE_SIZE: '2' });

    expect(linesOf(stdout)).toEqual([HEADER, ...expected]);
    // A file whose figures the legacy refuses is left out and named, the others exported.
    expect(linesOf(stderr)).toEqual(
      unreadable.map((file) => `${file.codeDossier} : chiffres clés illisibles, dossier omis.`),
    );
  });

  it('the TypeScript recipe waits when its budget is spent, then exports everything', async () => {
    // A gateway of its own whose budgets refill at 2 points a second: the recipe, a file a page, needs more than
    // leaks while it starts, so it must wait however fast the machine is.
    const paced = await startGateway({ env: { RATE_LIMIT_POINTS_PER_MINUTE: '120' } });
    try {
      const owner = await paced.signIn('collaborateur');
      const { body } = await paced.graphql(
        CreateDocument,
        { input: { name: 'Recette patiente', password: DEMO_PASSWORD } },
        owner,
      );
      const token = body.data!.createApiToken.plainTextToken!;
      await drain(paced.url, token);

      const { stdout, stderr } = await typescriptRecipe(token, {
        PORTAIL_URL: paced.url,
        PORTAIL_PAGE_SIZE: '1',
      });

      expect(stderr).toMatch(/^Budget épuisé : nouvel essai dans \d+ s\.$/m);
      expect(linesOf(stdout)).toEqual([HEADER, ...(await portalLines())]);
    } finally {
      await paced.close();
    }
  });

  it('the Python recipe reads the same lines as the TypeScript one', async () => {
    const { token } = await newToken('Recette Python');
    const { stdout: typescript } = await typescriptRecipe(token, { PORTAIL_PAGE_SIZE: '3' });

    // CI points PYTHON at an interpreter with requests (.ci/run); notebooks have their own.
    const python3 = process.env.PYTHON ?? 'python3';
    const { stdout: python } = await runRecipe(python3, [recipe('export_key_figures.py')], token, {
      PORTAIL_PAGE_SIZE: '3',
    });

    expect(python).toBe(typescript);
  });

  it('the curl recipe answers the budget and the first files, and fails with the French refusal once the token is revoked', async () => {
    const { id, token } = await newToken('Recette curl');

    const { stdout } = await runRecipe('sh', [recipe('portfolio-page.sh')], token);
    const answer = JSON.parse(stdout) as {
      data: {
        rateLimit: { remaining: number };
        viewer: { login: string; dossierConnection: { edges: { node: { codeDossier: string } }[] } };
      };
    };
    expect(answer.data.viewer.login).toBe('collaborateur');
    expect(answer.data.rateLimit.remaining).toBeGreaterThan(0);
    expect(answer.data.viewer.dossierConnection.edges.map((e) => e.node.codeDossier)).toEqual(
      (await portalFiles()).slice(0, 5).map((d) => d.codeDossier),
    );

    await gateway.graphql(RevokeDocument, { apiTokenId: id }, cookie);
    const refused = await runRecipe('sh', [recipe('portfolio-page.sh')], token).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(refused?.code).toBe(22);
    expect(JSON.parse(refused?.stdout ?? '{}')).toEqual({
      errors: [{ message: API_TOKEN_REFUSED, extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });
});

const PortalTreeDocument = graphql(`
  query RecipePortalTree($after: String) {
    dossier(codeDossier: "AGR001") {
      id
      documentTree(first: 100, after: $after) {
        totalCount
        nodes {
          id
          name
          folderPath
          downloadUrl
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

describe('the document walk recipe', () => {
  const DOCUMENTS_OF_AGR001 = {
    scopes: [{ area: 'DOCUMENTS' as const, access: 'READ' as const }],
    files: ['AGR001'],
  };

  /** The documents of AGR001 as the portal walks them for the browser session. */
  async function portalTree() {
    const docs: { name: string; folderPath: string[]; downloadUrl: string }[] = [];
    let after: string | null = null;
    for (;;) {
      const data: RecipePortalTreeQuery = (await gateway.graphql(PortalTreeDocument, { after }, cookie)).body
        .data!;
      const page = data.dossier!.documentTree!;
      docs.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) return docs;
      after = page.pageInfo.endCursor;
    }
  }

  /** A document's bytes as the browser session downloads them. */
  const portalBytes = async (downloadUrl: string) =>
    Buffer.from(await (await fetch(`${gateway.url}${downloadUrl}`, { headers: { cookie } })).arrayBuffer());

  it('the TypeScript and Python recipes walk a file’s tree and download each document with the token, under its folders', async () => {
    const { token } = await newToken('Export GED', DOCUMENTS_OF_AGR001);
    const expected = await portalTree();
    const folder = await mkdtemp(path.join(tmpdir(), 'recette-ged-'));
    try {
      const env = { PORTAIL_DOSSIER: 'AGR001', PORTAIL_PAGE_SIZE: '40' };
      const ts = await runRecipe(
        process.execPath,
        ['--import', 'tsx', recipe('download-documents.ts'), path.join(folder, 'ts')],
        token,
        env,
      );
      const written = linesOf(ts.stdout).map((l) => l.split('\t')[0] ?? '');
      expect(written).toEqual(expected.map((doc) => path.join(folder, 'ts', ...doc.folderPath, doc.name)));
      for (const [n, doc] of expected.entries())
        expect(await readFile(written[n] ?? ''), doc.downloadUrl).toEqual(await portalBytes(doc.downloadUrl));

      const python3 = process.env.PYTHON ?? 'python3';
      const py = await runRecipe(
        python3,
        [recipe('download_documents.py'), path.join(folder, 'py')],
        token,
        env,
      );
      expect(py.stdout.replaceAll(`${folder}/py/`, '')).toBe(ts.stdout.replaceAll(`${folder}/ts/`, ''));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('the curl recipe reads a page of the tree and downloads a document; a token of another file is refused it', async () => {
    const { token } = await newToken('GED curl', DOCUMENTS_OF_AGR001);
    const { stdout } = await runRecipe('sh', [recipe('document-tree-page.sh')], token, {
      PORTAIL_DOSSIER: 'AGR001',
    });
    const page = (
      JSON.parse(stdout) as {
        data: { dossier: { documentTree: { totalCount: number; nodes: { downloadUrl: string }[] } } };
      }
    ).data.dossier.documentTree;
    const expected = await portalTree();
    expect(page.totalCount).toBe(expected.length);
    const first = page.nodes[0]!.downloadUrl;
    const file = await run(
      'sh',
      ['-c', `sh "$0" "$1" | base64 -w0`, recipe('document-tree-page.sh'), first],
      {
        cwd: repoRoot,
        env: { ...process.env, PORTAIL_URL: gateway.url, PORTAIL_TOKEN: token },
      },
    );
    expect(Buffer.from(file.stdout, 'base64')).toEqual(await portalBytes(first));

    const other = await newToken('GED autre dossier', { ...DOCUMENTS_OF_AGR001, files: ['VIT002'] });
    const refused = await runRecipe('sh', [recipe('document-tree-page.sh'), first], other.token).then(
      () => null,
      (error: { code: number }) => error,
    );
    expect(refused?.code).toBe(22);
  });
});
