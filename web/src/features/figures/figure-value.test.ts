import { describe, expect, it } from 'vitest';
import { formatFigure } from './figure-value.ts';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('figure values (spec 001 §2, §9)', () => {
  it.each([
    [2845.6, 'EURO_PER_HECTARE', 0, '2 846 €/ha'],
    [41.234, 'PERCENT', 2, '41,23 %'],
    [123456.5, 'EURO', 2, '123 456,50 €'],
    [null, 'PERCENT', 2, '-'],
    [Number.POSITIVE_INFINITY, 'EURO', 2, '-'],
  ] as const)('reads %s in %s with %i decimals as %s', (value, unit, decimals, expected) => {
    expect(formatFigure(value, unit, decimals)).toBe(expected === '-' ? '-' : nbsp(expected));
  });
});
