import { DOCUMENT_PAGE_SIZE } from '@portal/schema/rules/documents';
import {
  type ConnectionParent,
  decodeCursor,
  encodeCursor,
  MAX_PAGE_SIZE,
  PAGE_TOO_LARGE,
  UNKNOWN_CURSOR,
} from '../../graphql/connection.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';

/** A page of the legacy's document lists: its containsfilter, its page (from 1) and its size (1 to 100). */
export interface DocumentPage {
  filter: string;
  page: number;
  size: number;
}

/** The items a connection asks for: `count` of them after the first `offset`, under the legacy's filter. */
export interface DocumentRange {
  filter: string;
  offset: number;
  count: number;
}

/** A legacy call answering one page of a list. */
export type PageReader<T> = (page: DocumentPage) => Promise<T[]>;

/**
 * A page of a list the legacy pages without counting it: its total is read only when asked (`totalCount`), by
 * reading on to the list's end.
 */
export interface CountedLaterPage<T> extends Omit<ConnectionParent<T>, 'totalCount'> {
  totalCount: () => Promise<number>;
}

export const PAGE_TOO_SMALL = 'Une page contient au moins un élément : demandez-en 1 ou plus.';

/** `first` as a page size: 20 when absent (the web app's pages), refused outside 1 to 100 before any call. */
export function pageSizeOf(first: number | null | undefined): number {
  if (first === null || first === undefined) return DOCUMENT_PAGE_SIZE;
  if (first < 1) throw gatewayError('BAD_USER_INPUT', PAGE_TOO_SMALL, true);
  if (first > MAX_PAGE_SIZE) throw gatewayError('BAD_USER_INPUT', PAGE_TOO_LARGE, true);
  return first;
}

const OFFSET_CURSOR = 'offset';
// The cursors the web app held before opaque ones (an item's position, a whole number of pages of 20): an open
// tab still sends them until it reloads.
const POSITION_CURSOR = /^[1-9]\d{0,6}$/;

/** The items before the page a cursor follows: the position of the item it points at, 0 without one. */
export function offsetAfter(after: string | null | undefined): number {
  if (!after) return 0;
  if (POSITION_CURSOR.test(after) && Number(after) % DOCUMENT_PAGE_SIZE === 0) return Number(after);
  const at = decodeCursor(OFFSET_CURSOR, after);
  if (typeof at !== 'number' || !Number.isInteger(at) || at < 1)
    throw gatewayError('BAD_USER_INPUT', UNKNOWN_CURSOR, true);
  return at;
}

/**
 * The legacy pages that hold a range: one page of its size when its offset is a whole number of them (the web
 * app's pages of 20), else the pages of 100 around it (one or two).
 */
export function pagesOf({ filter, offset, count }: DocumentRange): DocumentPage[] {
  if (offset % count === 0) return [{ filter, page: offset / count + 1, size: count }];
  const first = Math.floor(offset / MAX_PAGE_SIZE) + 1;
  const last = Math.floor((offset + count - 1) / MAX_PAGE_SIZE) + 1;
  return Array.from({ length: last - first + 1 }, (_, n) => ({
    filter,
    page: first + n,
    size: MAX_PAGE_SIZE,
  }));
}

/** The items of a range, read from the pages that hold it. */
export async function readRange<T>(read: PageReader<T>, range: DocumentRange): Promise<T[]> {
  const pages = pagesOf(range);
  const [first] = pages;
  const found = (await Promise.all(pages.map(read))).flat();
  const start = first ? range.offset - (first.page - 1) * first.size : 0;
  return found.slice(start, start + range.count);
}

/** Every item from a legacy page of 100 on, read a page at a time until one holds fewer. */
async function readFrom<T>(read: PageReader<T>, filter: string, page: number): Promise<T[]> {
  const found = await read({ filter, page, size: MAX_PAGE_SIZE });
  return found.length < MAX_PAGE_SIZE ? found : [...found, ...(await readFrom(read, filter, page + 1))];
}

/** Every item of a list, by pages of 100. */
export const readAll = <T>(read: PageReader<T>, filter: string): Promise<T[]> => readFrom(read, filter, 1);

/**
 * The page of a range as a connection: cursors are positions, a next page promised while the page is full; the
 * total is the page's end when the page is short, else read on from the pages of 100 that follow.
 */
export function rangePage<T>(
  nodes: T[],
  range: DocumentRange,
  read: PageReader<unknown>,
): CountedLaterPage<T> {
  const positions = new Map(
    nodes.map((node, n) => [node, encodeCursor(OFFSET_CURSOR, range.offset + n + 1)]),
  );
  const end = range.offset + nodes.length;
  return {
    nodes,
    cursorOf: (node) => positions.get(node) ?? '',
    hasPreviousPage: range.offset > 0,
    hasNextPage: nodes.length === range.count,
    totalCount: async () => {
      // A short page ends the list, unless it is empty past the end (the list may have shrunk under the cursor).
      if (nodes.length < range.count && (nodes.length > 0 || range.offset === 0)) return end;
      const known = nodes.length > 0 ? end : 0;
      const page = Math.floor(known / MAX_PAGE_SIZE) + 1;
      return (page - 1) * MAX_PAGE_SIZE + (await readFrom(read, range.filter, page)).length;
    },
  };
}

/** A page of a list answered whole (the waiting documents), with the same cursors as the paged lists. */
export function slicePage<T>(all: readonly T[], range: DocumentRange): CountedLaterPage<T> {
  const nodes = all.slice(range.offset, range.offset + range.count);
  const page = rangePage(nodes, range, () => Promise.resolve([]));
  return {
    ...page,
    hasNextPage: range.offset + nodes.length < all.length,
    totalCount: () => Promise.resolve(all.length),
  };
}
