import { Buffer } from 'node:buffer';
import { gatewayError } from './graphql-errors.ts';

/** A page of a list the legacy answers whole (a Relay connection's parent): the page and where it stands. */
export interface ConnectionParent<T> {
  nodes: T[];
  cursorOf: (node: T) => string;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  totalCount: number;
}

export const UNKNOWN_CURSOR = 'Ce curseur ne désigne aucun élément de la liste : relisez-la depuis le début.';
export const NEGATIVE_FIRST = 'Le nombre d’éléments demandés ne peut pas être négatif.';
/** The most items one page answers: a script walks a long list page by page. */
export const MAX_PAGE_SIZE = 100;
export const PAGE_TOO_LARGE = `Une page contient au plus ${MAX_PAGE_SIZE} éléments : demandez-en moins.`;

/**
 * The `first` items after the cursor `after` of a list the legacy answered whole (its own limit applies), the
 * cursor of an item naming it by its key: stable while the list changes around it.
 */
export function pageOf<T>(
  all: readonly T[],
  args: { first?: number | null; after?: string | null },
  cursorOf: (node: T) => string,
): ConnectionParent<T> {
  if (args.first !== null && args.first !== undefined && args.first < 0)
    throw gatewayError('BAD_USER_INPUT', NEGATIVE_FIRST, true);
  if (args.first !== null && args.first !== undefined && args.first > MAX_PAGE_SIZE)
    throw gatewayError('BAD_USER_INPUT', PAGE_TOO_LARGE, true);
  const start = args.after ? all.findIndex((node) => cursorOf(node) === args.after) + 1 : 0;
  if (args.after && start === 0) throw gatewayError('BAD_USER_INPUT', UNKNOWN_CURSOR, true);
  const end = args.first === null || args.first === undefined ? all.length : start + args.first;
  return {
    nodes: all.slice(start, end),
    cursorOf,
    hasPreviousPage: start > 0,
    hasNextPage: end < all.length,
    totalCount: all.length,
  };
}

// Cursors are base64url of a versioned payload, so that what they hold can change without breaking a script that
// kept one: a script passes them back, it does not read them.
const CURSOR_VERSION = 1;

/** The opaque cursor of an item of a list: its kind of list and where the item stands in it. */
export const encodeCursor = (kind: string, at: string | number): string =>
  Buffer.from(JSON.stringify({ v: CURSOR_VERSION, k: kind, at })).toString('base64url');

/** What a cursor of that kind of list holds; null for one the gateway did not make. */
function readCursor(kind: string, cursor: string): string | number | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof payload === 'object' && payload !== null) {
      const { v, k, at } = payload as Record<string, unknown>;
      if (v === CURSOR_VERSION && k === kind && (typeof at === 'string' || typeof at === 'number')) return at;
    }
  } catch {
    // Not base64url JSON: not one of the gateway's.
  }
  return null;
}

/** What a cursor of that kind of list holds; BAD_USER_INPUT for one the gateway did not make. */
export function decodeCursor(kind: string, cursor: string): string | number {
  const at = readCursor(kind, cursor);
  if (at === null) throw gatewayError('BAD_USER_INPUT', UNKNOWN_CURSOR, true);
  return at;
}

/**
 * `pageOf` with opaque cursors holding the item's legacy key. The bare key a cursor was before (issue 46; the
 * change is in docs/api/CHANGELOG.md) still points at its item, so that a script's saved place is not lost.
 */
export function opaquePageOf<T>(
  all: readonly T[],
  args: { first?: number | null; after?: string | null },
  kind: string,
  keyOf: (node: T) => string,
): ConnectionParent<T> {
  const after =
    args.after && readCursor(kind, args.after) === null ? encodeCursor(kind, args.after) : args.after;
  return pageOf(all, { ...args, after }, (node) => encodeCursor(kind, keyOf(node)));
}

/** A page of a file's dated items (appointments, events), only the upcoming ones when asked. */
export const pageOfFileItems = <T extends { id: string; upcoming: boolean }>(
  all: readonly T[],
  args: { first?: number | null; after?: string | null; upcoming?: boolean | null },
  kind: string,
): ConnectionParent<T> =>
  opaquePageOf(args.upcoming ? all.filter((item) => item.upcoming) : all, args, kind, (item) => item.id);

/** A page and where it stands, whether its total is known or read when asked. */
type PagePosition<T> = Omit<ConnectionParent<T>, 'totalCount'>;

/** The resolvers every connection type shares: edges and page info from the page. */
export const connectionFields = {
  edges: <T>(page: PagePosition<T>) => page.nodes.map((node) => ({ cursor: page.cursorOf(node), node })),
  pageInfo: <T>(page: PagePosition<T>) => {
    const first = page.nodes[0];
    const last = page.nodes.at(-1);
    return {
      hasPreviousPage: page.hasPreviousPage,
      hasNextPage: page.hasNextPage,
      startCursor: first === undefined ? null : page.cursorOf(first),
      endCursor: last === undefined ? null : page.cursorOf(last),
    };
  },
};
