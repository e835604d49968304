import { describe, expect, it } from 'vitest';
import { webLinkOf } from './links.ts';

describe('a link to another site', () => {
  it.each([
    ['https://ged.example.fr/factures/FA-1', 'https://ged.example.fr/factures/FA-1'],
    ['http://ged.example.fr/f/1', 'http://ged.example.fr/f/1'],
    ['javascript:alert(1)', null],
    ['/ged/factures', null],
    [null, null],
  ])('keeps %s as %s', (url, expected) => {
    expect(webLinkOf(url)).toBe(expected);
  });
});
