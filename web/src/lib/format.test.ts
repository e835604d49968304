import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatEuro,
  formatNumber,
  formatQuantity,
  formatSize,
  formatTime,
  formatYears,
} from './format.ts';

// Comparing with plain spaces keeps the expectations readable; the output uses no-break spaces.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatNumber', () => {
  it('separates thousands with a space and decimals with a comma', () => {
    expect(plain(formatNumber(1234567.891, 2))).toBe('1 234 567,89');
  });
  it('writes no decimals by default', () => {
    expect(plain(formatNumber(1234.6))).toBe('1 235');
  });
  it('puts the unit after the value', () => {
    expect(plain(formatNumber(12.5, 1, 'ha'))).toBe('12,5 ha');
  });
  it('shows a dash for missing or non-finite values', () => {
    expect(formatNumber(null)).toBe('-');
    expect(formatNumber(undefined)).toBe('-');
    expect(formatNumber(Number.NaN)).toBe('-');
    expect(formatNumber(Number.POSITIVE_INFINITY, 2, '€')).toBe('-');
  });
  // Intl.NumberFormat is the reference the hand-written format must match (format.ts says why it is not used).
  const intl = (value: number, fewest: number, most: number) =>
    new Intl.NumberFormat('fr-FR', { minimumFractionDigits: fewest, maximumFractionDigits: most })
      .format(value)
      .replace(/\s/g, '\u00a0');
  const tricky = [
    0,
    -0,
    0.5,
    1.005,
    -1.005,
    2.675,
    9.995,
    999.995,
    1234,
    99999.5,
    -0.004,
    1e-7,
    5e-7,
    1e15 + 0.3,
  ];
  const spread = Array.from({ length: 400 }, (_, i) => Math.sin(i + 1) * 10 ** ((i % 13) - 3));
  it.each([0, 1, 2, 3])('writes every value as Intl does in French with %i decimals', (decimals) => {
    for (const value of [...tricky, ...spread])
      expect([value, formatNumber(value, decimals)]).toEqual([value, intl(value, decimals, decimals)]);
  });
  it('writes every duration as Intl does in French with at most 2 decimals', () => {
    for (const value of [...tricky, ...spread].map(Math.abs))
      expect([value, formatYears(value)]).toEqual([
        value,
        `${intl(value, 0, 2)}\u00a0${value < 2 ? 'an' : 'ans'}`,
      ]);
  });
  it('keeps the minus sign of negative values', () => {
    expect(plain(formatNumber(-1500, 0))).toMatch(/^[-−]1 500$/);
  });
});

describe('formatEuro', () => {
  it('writes two decimals and the euro sign after the amount', () => {
    expect(plain(formatEuro(1234.5))).toBe('1 234,50 €');
  });
  it('shows a dash for a missing amount', () => {
    expect(formatEuro(null)).toBe('-');
  });
});

describe('formatQuantity', () => {
  it('writes an amount in euros with two decimals whatever the decimals given', () => {
    expect(plain(formatQuantity(412850, '€', 0))).toBe('412 850,00 €');
  });
  it('writes an amount per hectare without decimals (spec 001 §5: agricultural indebtedness)', () => {
    expect(plain(formatQuantity(2845.5, '€/ha', 2))).toBe('2 846 €/ha');
  });
  it('keeps the decimals given for other units', () => {
    expect(plain(formatQuantity(12.345, '%', 1))).toBe('12,3 %');
    expect(plain(formatQuantity(86, 'ha', 0))).toBe('86 ha');
  });
});

describe('dates and times', () => {
  const morning = new Date(2026, 0, 5, 9, 30);
  it('formats a date as DD/MM/YYYY', () => {
    expect(formatDate(morning)).toBe('05/01/2026');
  });
  it('formats a time as HHhmm', () => {
    expect(formatTime(morning)).toBe('09h30');
  });
  it('formats a date-time as DD/MM/YYYY HH:mm', () => {
    expect(formatDateTime(morning)).toBe('05/01/2026 09:30');
  });
  it('reads ISO strings', () => {
    expect(formatDate('2026-11-21')).toBe('21/11/2026');
  });
  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatTime('not a date')).toBe('-');
  });
});

describe('formatSize', () => {
  it('writes sizes above 1048576 bytes in Mo with one decimal', () => {
    expect(plain(formatSize(2.5 * 1048576))).toBe('2,5 Mo');
  });
  it('writes smaller sizes in Ko without decimals', () => {
    expect(plain(formatSize(1048576))).toBe('1 024 Ko');
    expect(plain(formatSize(1536))).toBe('2 Ko');
  });
  it('shows a dash for a missing size', () => {
    expect(formatSize(null)).toBe('-');
  });
});

describe('formatYears', () => {
  it.each([
    [7, '7 ans'],
    [7.5, '7,5 ans'],
    [1.25, '1,25 an'],
    [1, '1 an'],
    [15, '15 ans'],
  ])('%s years read "%s"', (years, text) => {
    expect(plain(formatYears(years))).toBe(text);
  });
});
