// Exports the key figures of every file of your portfolio as CSV on stdout, one line per file and figure, reading
// the portfolio a page at a time and waiting when the rate limit says so (docs/api/README.md).
//
//   PORTAIL_URL=https://portail.example.fr PORTAIL_TOKEN=pcat_… npx tsx docs/api/recipes/export-key-figures.ts > chiffres.csv
//
// The document below is typed by GraphQL Code Generator (`npm run codegen` writes ./__generated__/): a field
// renamed or removed in the schema fails the type check of this script, not its Monday run.
import { graphql } from './__generated__/index.ts';
import type { RecipePortfolioKeyFiguresQuery, TypedDocumentString } from './__generated__/graphql.ts';

const PortfolioKeyFigures = graphql(`
  query RecipePortfolioKeyFigures($first: Int!, $after: String) {
    viewer {
      dossierConnection(first: $first, after: $after) {
        edges {
          node {
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
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

const url = new URL('/graphql', process.env.PORTAIL_URL ?? 'http://127.0.0.1:4000');
const token = process.env.PORTAIL_TOKEN;
// Each file of a page costs a few legacy calls (its rights, its figures): 20 files stay well within what one
// request may cause (50 legacy calls).
const pageSize = Number(process.env.PORTAIL_PAGE_SIZE ?? 20);

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[];
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** Sends one operation with the token; waits and sends again while the budget is spent (429, Retry-After). */
async function request<R, V>(document: TypedDocumentString<R, V>, variables: V): Promise<R> {
  for (;;) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: document.toString(), variables }),
    });
    const answer = (await response.json()) as Answer<R>;
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after') ?? 1);
      console.error(`Budget épuisé : nouvel essai dans ${seconds} s.`);
      await sleep(seconds);
      continue;
    }
    // Data beside errors is a partial answer (a file whose figures failed has them null): the rest is kept.
    if (!response.ok || !answer.data)
      throw new Error(`${response.status} ${answer.errors?.map((e) => e.message).join(' ; ') ?? ''}`);
    return answer.data;
  }
}

// RFC 4180, as spreadsheets and pandas.read_csv read it: a field holding a comma, a quote or a line break is
// quoted, its quotes doubled; numbers keep their decimal point.
const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const line = (values: (string | number | null | undefined)[]) => values.map(cell).join(',');

if (!token) {
  console.error('Donnez le jeton dans PORTAIL_TOKEN (Mon compte > Accès API).');
  process.exit(2);
}

/** The files of the portfolio, a page at a time: each file once. */
async function* portfolio() {
  let after: string | null = null;
  for (;;) {
    const data: RecipePortfolioKeyFiguresQuery = await request(PortfolioKeyFigures, {
      first: pageSize,
      after,
    });
    const page = data.viewer?.dossierConnection;
    if (!page) throw new Error('Le portefeuille est illisible pour l’instant : relancez plus tard.');
    for (const { node } of page.edges) yield node;
    if (!page.pageInfo.hasNextPage) return;
    after = page.pageInfo.endCursor;
  }
}

console.log(
  line(['codeDossier', 'raisonSociale', 'indicateur', 'libelle', 'valeur', 'unite', 'finExercice']),
);
for await (const file of portfolio()) {
  if (file.keyFigures === null)
    console.error(`${file.codeDossier} : chiffres clés illisibles, dossier omis.`);
  for (const figure of file.keyFigures ?? [])
    console.log(
      line([
        file.codeDossier,
        file.raisonSociale,
        figure.slug,
        figure.libelle,
        figure.valeur,
        figure.unite,
        figure.dateFinExercice?.slice(0, 10),
      ]),
    );
}
