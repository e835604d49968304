import { describe, expect, it } from 'vitest';
import { canAnswer } from './event-availability.ts';

const event = (availability: 'OUVERT' | 'COMPLET' | 'ANNULE' | 'PASSE', registred: boolean | null) => ({
  availability,
  registred,
  registrationRequired: true,
});

describe('canAnswer', () => {
  it('lets the file answer an open event', () => {
    expect(canAnswer(event('OUVERT', null))).toBe(true);
  });
  it('lets a file that answered a full event change its mind, not one that did not answer', () => {
    expect(canAnswer(event('COMPLET', true))).toBe(true);
    expect(canAnswer(event('COMPLET', false))).toBe(true);
    expect(canAnswer(event('COMPLET', null))).toBe(false);
  });
  it('never offers an answer on a cancelled or past event', () => {
    expect(canAnswer(event('ANNULE', true))).toBe(false);
    expect(canAnswer(event('PASSE', true))).toBe(false);
  });
  it('asks no answer for an event without registration, such as a webinar', () => {
    expect(canAnswer({ ...event('OUVERT', null), registrationRequired: false })).toBe(false);
  });
});
