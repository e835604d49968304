import { describe, expect, it } from 'vitest';
import { framedAddress } from './generic-pages.ts';

describe('framedAddress', () => {
  it.each([
    ['https://meteo.example.fr/previsions', 'https://meteo.example.fr/previsions'],
    ['http://meteo.example.fr', 'http://meteo.example.fr'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['meteo.example.fr', null],
    ['', null],
    [null, null],
  ])('frames %j as %j', (url, expected) => {
    expect(framedAddress(url)).toBe(expected);
  });
});
