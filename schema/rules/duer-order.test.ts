import { describe, expect, it } from 'vitest';
import { changedOrders, renumbered, swapped } from './duer-order.ts';

const items = [
  { id: 'a', ordre: 1 },
  { id: 'b', ordre: 2 },
  { id: 'c', ordre: 3 },
];

describe('swapped', () => {
  it('exchanges the order values of an item and its right-hand neighbour', () => {
    expect(swapped(items, 'a', 1)).toEqual([
      { id: 'b', ordre: 1 },
      { id: 'a', ordre: 2 },
      { id: 'c', ordre: 3 },
    ]);
  });

  it('exchanges with the left-hand neighbour', () => {
    expect(swapped(items, 'c', -1).map((i) => i.id)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the first item where it is when moved left, and the last when moved right', () => {
    expect(swapped(items, 'a', -1)).toEqual(items);
    expect(swapped(items, 'c', 1)).toEqual(items);
  });

  it('moves an item past a neighbour holding the same order', () => {
    const tied = [
      { id: 'a', ordre: 1 },
      { id: 'b', ordre: 1 },
    ];
    expect(swapped(tied, 'a', 1).map((i) => i.id)).toEqual(['b', 'a']);
  });
});

describe('renumbered', () => {
  it('numbers items from 1 in their order when two share an order', () => {
    expect(
      renumbered([
        { id: 'x', ordre: 4 },
        { id: 'y', ordre: 4 },
        { id: 'z', ordre: 9 },
      ]),
    ).toEqual([
      { id: 'x', ordre: 1 },
      { id: 'y', ordre: 2 },
      { id: 'z', ordre: 3 },
    ]);
  });

  it('keeps distinct orders as they are', () => {
    expect(
      renumbered([
        { id: 'x', ordre: 4 },
        { id: 'y', ordre: 9 },
      ]),
    ).toEqual([
      { id: 'x', ordre: 4 },
      { id: 'y', ordre: 9 },
    ]);
  });
});

describe('changedOrders', () => {
  it('sends only the items whose order moved', () => {
    expect(changedOrders(swapped(items, 'b', 1), items)).toEqual([
      { id: 'c', ordre: 2 },
      { id: 'b', ordre: 3 },
    ]);
  });

  it('sends nothing once a move is undone', () => {
    expect(changedOrders(swapped(swapped(items, 'b', 1), 'b', -1), items)).toEqual([]);
  });

  it('sends the renumbered orders of items that shared one', () => {
    const tied = [
      { id: 'a', ordre: 1 },
      { id: 'b', ordre: 1 },
      { id: 'c', ordre: 2 },
    ];
    expect(changedOrders(tied, tied)).toEqual([
      { id: 'b', ordre: 2 },
      { id: 'c', ordre: 3 },
    ]);
  });
});
