import { describe, expect, it } from 'vitest';
import { canAnswer } from './event-availability.ts';

describe('canAnswer', () => {
  it('lets the file answer an open event', () => {
    expect(canAnswer({ availability: 'OUVERT', registred: null })).toBe(true);
  });
  it('lets a file that answered a full event change its mind, not one that did not answer', () => {
    expect(canAnswer({ availability: 'COMPLET', registred: true })).toBe(true);
    expect(canAnswer({ availability: 'COMPLET', registred: false })).toBe(true);
    expect(canAnswer({ availability: 'COMPLET', registred: null })).toBe(false);
  });
  it('never offers an answer on a cancelled or past event', () => {
    expect(canAnswer({ availability: 'ANNULE', registred: true })).toBe(false);
    expect(canAnswer({ availability: 'PASSE', registred: true })).toBe(false);
  });
});
