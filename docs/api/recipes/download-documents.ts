// Downloads every document of one file's store you may read into a folder, under the store's own folders: one
// paged walk of `documentTree`, then each file with the token (docs/api/README.md, "Les listes de documents").
//
//   PORTAIL_URL=https://portail.example.fr PORTAIL_TOKEN=pcat_… PORTAIL_DOSSIER=AGR001 \
//     npx tsx docs/api/recipes/download-documents.ts ./export
//
// The token needs the documents area (read) and the file. Prints one line per file written: its path and size.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { graphql } from './__generated__/index.ts';
import type { RecipeDocumentTreeQuery, TypedDocumentString } from './__generated__/graphql.ts';

const DocumentTree = graphql(`
  query RecipeDocumentTree($codeDossier: String!, $first: Int!, $after: String) {
    dossier(codeDossier: $codeDossier) {
      documentTree(first: $first, after: $after) {
        totalCount
        nodes {
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

const base = process.env.PORTAIL_URL ?? 'http://127.0.0.1:4000';
const token = process.env.PORTAIL_TOKEN;
const codeDossier = process.env.PORTAIL_DOSSIER ?? '';
// A page reads every node's list from the firm's server whatever its size: the largest page (100) walks in fewest.
const pageSize = Number(process.env.PORTAIL_PAGE_SIZE ?? 100);
const target = process.argv[2] ?? 'documents';

interface Answer<T> {
  data?: T | null;
  errors?: { message: string }[];
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** A request with the token; waits and sends again while the budget is spent (429, Retry-After). */
async function send(address: string, init: RequestInit = {}): Promise<Response> {
  for (;;) {
    const response = await fetch(new URL(address, base), {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${token}` },
    });
    if (response.status !== 429) return response;
    const seconds = Number(response.headers.get('retry-after') ?? 1);
    console.error(`Budget épuisé : nouvel essai dans ${seconds} s.`);
    await response.body?.cancel();
    await sleep(seconds);
  }
}

async function request<R, V>(document: TypedDocumentString<R, V>, variables: V): Promise<R> {
  const response = await send('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  const answer = (await response.json()) as Answer<R>;
  if (!response.ok || !answer.data || answer.errors)
    throw new Error(`${response.status} ${answer.errors?.map((e) => e.message).join(' ; ') ?? ''}`);
  return answer.data;
}

// A name from the server becomes one path segment: no separator, no "." or "..".
const segment = (name: string) => name.replaceAll(/[/\\]/g, '_').replace(/^\.+/, '_');

if (!token || !codeDossier) {
  console.error('Donnez le jeton dans PORTAIL_TOKEN et le code du dossier dans PORTAIL_DOSSIER.');
  process.exit(2);
}

/** The file's documents, a page at a time: each once, with the folders that lead to it. */
async function* documents() {
  let after: string | null = null;
  for (;;) {
    const data: RecipeDocumentTreeQuery = await request(DocumentTree, {
      codeDossier,
      first: pageSize,
      after,
    });
    const page = data.dossier?.documentTree;
    if (!page) throw new Error('La GED du dossier est illisible pour l’instant : relancez plus tard.');
    yield* page.nodes;
    if (!page.pageInfo.hasNextPage) return;
    after = page.pageInfo.endCursor;
  }
}

for await (const doc of documents()) {
  const response = await send(doc.downloadUrl);
  if (!response.ok) throw new Error(`${response.status} ${doc.downloadUrl}`);
  const folder = path.join(target, ...doc.folderPath.map(segment));
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, segment(doc.name));
  const bytes = Buffer.from(await response.arrayBuffer());
  await writeFile(file, bytes);
  console.log(`${file}\t${bytes.length}`);
}
