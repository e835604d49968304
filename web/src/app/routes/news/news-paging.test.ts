import { describe, expect, it } from 'vitest';
import { clampOffset, initialOffset, pageAt } from './news-paging.ts';

const items = (past: number, upcoming: number) => [
  ...Array.from({ length: past }, (_, i) => ({ id: `p${i}`, upcoming: false })),
  ...Array.from({ length: upcoming }, (_, i) => ({ id: `u${i}`, upcoming: true })),
];

describe('news list paging', () => {
  it('opens on the first upcoming item', () => {
    expect(initialOffset(items(5, 6))).toBe(5);
  });

  it('pulls the window back so that the page stays full near the end', () => {
    expect(initialOffset(items(5, 1))).toBe(2);
  });

  it('shows the 4 most recent past items when none is upcoming', () => {
    expect(initialOffset(items(7, 0))).toBe(3);
  });

  it('shows 4 items and says whether earlier or later ones exist', () => {
    const page = pageAt(items(5, 6), 5);
    expect(page.items.map((i) => i.id)).toEqual(['u0', 'u1', 'u2', 'u3']);
    expect(page.hasPast).toBe(true);
    expect(page.hasFuture).toBe(true);
  });

  it('never moves before the first item or past the last page', () => {
    expect(clampOffset(-2, 10)).toBe(0);
    expect(clampOffset(8, 10)).toBe(6);
    expect(clampOffset(2, 3)).toBe(0);
  });
});
