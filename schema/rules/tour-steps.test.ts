import { describe, expect, it } from 'vitest';
import { tourSteps } from './tour-steps.ts';

describe('tourSteps', () => {
  it('reads the steps, their triggers and callbacks', () => {
    const etapes = JSON.stringify([
      { element: '#a', popover: { title: 'A' } },
      { element: '#b', triggers: [{ selector: '#b', action: 'destroy', blacklistTimeout: 200 }] },
    ]);
    expect(tourSteps(etapes)).toEqual([
      { element: '#a', popover: { title: 'A' } },
      { element: '#b', triggers: [{ selector: '#b', action: 'destroy', blacklistTimeout: 200 }] },
    ]);
  });

  it.each([
    ['not json'],
    ['{"element":"#a"}'],
    ['[{"popover":{}}]'],
    ['[{"element":"#a","triggers":[{"selector":"#a","action":"fly"}]}]'],
  ])('plays nothing of %s', (etapes) => {
    expect(tourSteps(etapes)).toEqual([]);
  });
});
