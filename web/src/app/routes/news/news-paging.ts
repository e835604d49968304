// Spec 000 §2.3 and §9: the list shows 4 items, and its buttons move the window by 2.
export const PAGE_SIZE = 4;
export const PAGE_STEP = 2;

/**
 * Where the window opens: on the first upcoming item, pulled back so that the page is full when the end of the
 * list is near (with only past items, the 4 most recent ones).
 */
export function initialOffset(items: readonly { upcoming: boolean }[]): number {
  const firstUpcoming = items.findIndex((item) => item.upcoming);
  const start = firstUpcoming === -1 ? items.length : firstUpcoming;
  return clampOffset(start, items.length);
}

export function clampOffset(offset: number, count: number): number {
  return Math.max(0, Math.min(offset, count - PAGE_SIZE));
}

export interface Page<T> {
  items: T[];
  /** Index of the first item shown, once clamped to the list. */
  start: number;
  /** Earlier items exist before the window. */
  hasPast: boolean;
  /** Later items exist after the window. */
  hasFuture: boolean;
}

export function pageAt<T>(items: readonly T[], offset: number): Page<T> {
  const start = clampOffset(offset, items.length);
  return {
    items: items.slice(start, start + PAGE_SIZE),
    start,
    hasPast: start > 0,
    hasFuture: start + PAGE_SIZE < items.length,
  };
}
