import { describe, expect, it } from 'vitest';
import { clampedIndex } from './gallery.ts';

describe('clampedIndex', () => {
  it.each([
    [4, 68, 4],
    [-1, 68, 0],
    [68, 68, 67],
    [2.7, 68, 2],
    [3, 0, 0],
  ])('%s among %s photos is %s', (index, count, expected) => {
    expect(clampedIndex(index, count)).toBe(expected);
  });
});
