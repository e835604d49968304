import { readFileSync } from 'node:fs';
import { buildGateway } from '@portal/gateway';
import { loadConfig } from '@portal/gateway/config';
import {
  RecipeDocumentTreeDocument,
  RecipePortfolioKeyFiguresDocument,
} from '../../docs/api/recipes/__generated__/graphql.ts';
import { freePort, repoRoot } from '../support/emulator.ts';
import { GRAPHQL_HEADERS, operationBody } from '../testkit/operation.ts';
import { DEMO_PASSWORD, SignInDocument } from '../testkit/session.ts';
import { costOf, type OperationCost } from './upstream-budget.ts';

/** What one page of a recipe's query cost the collaborator's token. */
export interface RecipeCost {
  recipe: string;
  cost: OperationCost | null;
}

/** The curl recipe's query, read from the script itself (its `-d` body), so that the figure is the recipe's. */
function curlRecipeQuery(): string {
  const script = readFileSync(`${repoRoot}docs/api/recipes/portfolio-page.sh`, 'utf8');
  const body = /-d '(\{.*\})'/.exec(script)?.[1];
  if (!body) throw new Error('the curl recipe sends no JSON body');
  return (JSON.parse(body) as { query: string }).query;
}

const RECIPES = [
  { recipe: 'portfolio-page.sh (curl)', query: curlRecipeQuery(), variables: {} },
  {
    recipe: 'export-key-figures.ts / export_key_figures.py, a page of 20 files',
    query: RecipePortfolioKeyFiguresDocument.toString(),
    variables: { first: 20, after: null },
  },
  {
    recipe: 'download-documents.ts / download_documents.py, a page of 100 documents of a file',
    query: RecipeDocumentTreeDocument.toString(),
    variables: { codeDossier: 'AGR001', first: 100, after: null },
  },
];

/**
 * Runs the first page of each recipe of docs/api/recipes/ with a token of the collaborator, as a script would,
 * against a gateway in front of `legacyApiUrl`, and reads its cost from the answer (`extensions.cost`).
 */
export async function measureRecipeCosts(legacyApiUrl: string): Promise<RecipeCost[]> {
  const port = await freePort();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
    port,
    legacyApiUrl,
  };
  const app = await buildGateway(config);
  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}/graphql`;
  const post = async (body: unknown, headers: Record<string, string>) => {
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    return { response, answer: (await response.json()) as unknown };
  };
  try {
    const signIn = await post(
      operationBody(SignInDocument, { input: { login: 'collaborateur', password: DEMO_PASSWORD } }),
      GRAPHQL_HEADERS,
    );
    const cookie = (signIn.response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const created = await post(
      {
        query:
          'mutation { createApiToken(input: { name: "Banc d’essai", password: "Portail-Demo-2026!" }) { plainTextToken } }',
      },
      { ...GRAPHQL_HEADERS, cookie },
    );
    const token = (created.answer as { data?: { createApiToken?: { plainTextToken?: string } } }).data
      ?.createApiToken?.plainTextToken;
    if (!token) throw new Error(`no token for the recipes: ${JSON.stringify(created.answer)}`);
    const costs: RecipeCost[] = [];
    for (const { recipe, query, variables } of RECIPES) {
      const { answer } = await post(
        { query, variables },
        { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      );
      costs.push({ recipe, cost: costOf(answer) });
    }
    return costs;
  } finally {
    await app.close();
  }
}
