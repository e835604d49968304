/**
 * Spec 002 §4: the orders of work units, modules, operations and risks. Arrows swap the order values of
 * neighbours; validating sends only the items whose order changed; duplicate orders are renumbered from 1.
 */

export interface Ordered {
  id: string;
  ordre: number;
}

export const byOrder = <T extends Ordered>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.ordre - b.ordre || a.id.localeCompare(b.id));

/**
 * The items with `id` and its neighbour (before: -1, after: +1, in order) exchanging their order values; the
 * same items when there is no such neighbour.
 */
export function swapped<T extends Ordered>(items: readonly T[], id: string, direction: -1 | 1): T[] {
  const sorted = byOrder(items);
  const at = sorted.findIndex((item) => item.id === id);
  const self = sorted[at];
  const other = sorted[at + direction];
  if (at === -1 || !self || !other) return sorted;
  // Equal orders would swap to no change: the later one moves one step past the other.
  const [selfOrdre, otherOrdre] =
    self.ordre === other.ordre ? [other.ordre + direction, self.ordre] : [other.ordre, self.ordre];
  return byOrder(
    sorted.map((item) =>
      item.id === self.id
        ? { ...item, ordre: selfOrdre }
        : item.id === other.id
          ? { ...item, ordre: otherOrdre }
          : item,
    ),
  );
}

/** The items numbered 1..n in their order when two share an order value; unchanged otherwise. */
export function renumbered<T extends Ordered>(items: readonly T[]): T[] {
  const sorted = byOrder(items);
  const distinct = new Set(sorted.map((item) => item.ordre)).size === sorted.length;
  return distinct ? sorted : sorted.map((item, n) => ({ ...item, ordre: n + 1 }));
}

/** What a save sends: `{ id, ordre }` of each item whose order differs from the original one. */
export function changedOrders(items: readonly Ordered[], originals: readonly Ordered[]): Ordered[] {
  const before = new Map(originals.map((o) => [o.id, o.ordre]));
  return renumbered(items)
    .filter((item) => before.get(item.id) !== item.ordre)
    .map(({ id, ordre }) => ({ id, ordre }));
}
