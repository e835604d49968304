import { describe, expect, it } from 'vitest';
import { startsByItself } from './tours.ts';

describe('startsByItself', () => {
  it.each([
    [{ routeName: 'home', dejaFait: false }, 'home', true],
    [{ routeName: 'home', dejaFait: true }, 'home', false],
    [{ routeName: 'news-list', dejaFait: false }, 'home', false],
  ])('%j on %s: %s', (tour, route, expected) => {
    expect(startsByItself(tour, route)).toBe(expected);
  });
});
