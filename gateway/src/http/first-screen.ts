import { FIRST_SCREEN_ELEMENT_ID, HOME_PATH } from '@portal/schema/rules/first-screen';
import { CODE } from '@portal/schema/rules/id-patterns';
import type { GatewayServerContext } from '../context.ts';
import { GRAPHQL_PATH, type createGatewayYoga } from '../yoga.ts';
import type { PageAssets } from './vite-manifest.ts';

type GatewayYoga = ReturnType<typeof createGatewayYoga>;

/** One operation of the web app's trusted documents, asked by its hash, as the browser would. */
export interface PersistedOperation {
  hash: string;
  variables: Record<string, unknown>;
}

export interface OperationResult {
  data?: Record<string, unknown> | null;
  errors?: readonly unknown[];
}

/** Runs operations through the gateway's own GraphQL server, with the session of the page's request. */
export type RunOperations = (operations: readonly PersistedOperation[]) => Promise<OperationResult[]>;

/**
 * An answer to one of the home's first queries. The web app's server build writes the answers into the Apollo
 * cache the page carries for the browser, and draws the home from it (first-screen-renderer.ts).
 */
export interface InlinedAnswer extends PersistedOperation {
  data: Record<string, unknown>;
}

/** The chunk the web's build makes of what the signed-in home adds to the entry (web/first-screen-chunks.ts). */
export const HOME_CHUNKS = ['home'];

export function isHomePath(pathname: string): boolean {
  return HOME_PATH.test(pathname);
}

/**
 * The file the web app will ask for, decided as its signed-in middleware does: the path's code, else the
 * remembered one, when it has the shape of a file code; else none (the gateway then picks the favourite).
 */
export function wantedDossier(pathname: string, remembered: string | undefined): string | null {
  const fromPath = HOME_PATH.exec(pathname)?.[1];
  const candidate = fromPath === undefined ? remembered : safeDecode(fromPath);
  return candidate !== undefined && CODE.test(candidate) ? candidate : null;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export interface FirstQueryHashes {
  shell: string;
  theme: string;
  home: string;
}

/**
 * The home's first queries with the variables the web app will use: the Shell and the theme (root and
 * signed-in middleware), and the Home query for the file the Shell selected. When the page names a wanted file,
 * the Home query for it goes with the Shell, since the Shell selects it unless the person may not open it: one
 * round of legacy calls instead of two before the page's end is sent. It is asked again for the file selected
 * when that is another. Nothing for a session the legacy no longer knows; an answer with errors is left out, so
 * the browser asks for it and shows its errors itself.
 */
export async function homeFirstAnswers(
  run: RunOperations,
  hashes: FirstQueryHashes,
  wanted: string | null,
): Promise<InlinedAnswer[]> {
  const shellOperation = { hash: hashes.shell, variables: { wanted } };
  const themeOperation = { hash: hashes.theme, variables: {} };
  const homeOf = (codeDossier: string | null) => ({ hash: hashes.home, variables: { codeDossier } });
  const guessed = wanted === null ? [] : [homeOf(wanted)];
  const [shell, theme, guessedHome] = await run([shellOperation, themeOperation, ...guessed]);
  const viewer = shell?.data?.viewer as { selectedDossier?: { codeDossier?: string } | null } | null;
  if (!viewer) return [];
  const homeOperation = homeOf(viewer.selectedDossier?.codeDossier ?? null);
  const home =
    guessed.length > 0 && homeOperation.variables.codeDossier === wanted
      ? guessedHome
      : (await run([homeOperation]))[0];
  return [
    ...answered(shellOperation, shell),
    ...answered(themeOperation, theme),
    ...answered(homeOperation, home),
  ];
}

/**
 * Whether the home can be drawn here from its answers (first-screen-renderer.ts): all three came, the person has
 * a file selected and the address names no target. Otherwise the home sends the browser elsewhere at once
 * (web/src/app/routes/home/home-redirect.ts), and the page keeps the text index.html paints meanwhile.
 */
export function homeIsDrawable(url: string, answers: readonly InlinedAnswer[]): boolean {
  const [pathname = '', search = ''] = url.split('?');
  if (HOME_PATH.exec(pathname)?.[2] !== undefined || new URLSearchParams(search).has('redirectTo'))
    return false;
  if (answers.length !== 3) return false;
  const viewer = answers[0]?.data.viewer as { selectedDossier?: unknown } | null | undefined;
  return !!viewer?.selectedDossier;
}

function answered(operation: PersistedOperation, result: OperationResult | undefined): InlinedAnswer[] {
  return result?.data && !result.errors?.length ? [{ ...operation, data: result.data }] : [];
}

/** Runs operations through Yoga in process, with the server context a `/graphql` request of this page would get. */
export function yogaOperations(yoga: GatewayYoga, context: GatewayServerContext): RunOperations {
  return async (operations) => {
    const body = operations.map(({ hash, variables }) => ({
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    }));
    const response = await yoga.fetch(
      `http://gateway${GRAPHQL_PATH}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify(body),
      },
      context,
    );
    return (await response.json()) as OperationResult[];
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page's chunks and styles, named in its `<head>` so they download beside the entry script, not after it. */
export function preloadLinks(assets: PageAssets): string {
  return [
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
  ].join('');
}

/**
 * What the page carries for the web app's cache (first-screen-renderer.ts), as a JSON script element. Every `<`
 * of the JSON is escaped, so no text of the data (a file's name, a notification) can close the element or open
 * another.
 */
export function firstScreenScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${json}</script>`;
}
