import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  canAnswer,
  closedMessage,
  EVENT_CANCELLED,
  EVENT_PAST,
  listsEvents,
  placesLeft,
  showsNextEvent,
  type EventState,
} from './events.ts';

const open: EventState = { estAnnule: false, upcoming: true, nbMaxInscription: 10, nbInscrits: 3 };

describe('events (spec 000 §4, §6)', () => {
  it.each([
    ['cancelled, even past and full', { estAnnule: true, upcoming: false, nbInscrits: 10 }, 'ANNULE'],
    ['past, even full', { upcoming: false, nbInscrits: 10 }, 'PASSE'],
    ['full', { nbInscrits: 10 }, 'COMPLET'],
    ['over-full', { nbInscrits: 12 }, 'COMPLET'],
    ['unlimited', { nbMaxInscription: 0, nbInscrits: 500 }, 'OUVERT'],
    ['open', {}, 'OUVERT'],
  ])('says an event %s is %s', (_case, change, expected) => {
    expect(availabilityOf({ ...open, ...change })).toBe(expected);
  });

  it.each([
    [10, 3, 7],
    [10, 12, 0],
    [0, 40, null],
  ])('leaves %i - %i places: %s', (nbMaxInscription, nbInscrits, expected) => {
    expect(placesLeft({ nbMaxInscription, nbInscrits })).toBe(expected);
  });

  it.each([
    [{ estAnnule: true }, EVENT_CANCELLED],
    [{ upcoming: false }, EVENT_PAST],
    [{ nbInscrits: 10 }, null],
    [{}, null],
  ])('closes %j to answers with %s', (change, expected) => {
    expect(closedMessage({ ...open, ...change })).toBe(expected);
  });

  it.each([
    ['open, with registration', {}, true],
    ['a webinar without registration', { registrationRequired: false }, false],
    ['full and not answered', { nbInscrits: 10 }, false],
    ['full and answered yes', { nbInscrits: 10, registred: true }, true],
    ['full and answered no', { nbInscrits: 10, registred: false }, true],
    ['cancelled', { estAnnule: true, registred: true }, false],
    ['past', { upcoming: false, registred: true }, false],
  ])('lets the file answer an event %s: %s', (_case, change, expected) => {
    expect(canAnswer({ ...open, registrationRequired: true, registred: null, ...change })).toBe(expected);
  });

  it.each([
    [['page_events', 'mod_events'], true, true],
    [['page_events'], true, false],
    [['mod_events'], false, false],
    [[], false, false],
  ])('offers events to a file holding %j: list %s, home card %s', (permissions, lists, card) => {
    expect([listsEvents(permissions), showsNextEvent(permissions)]).toEqual([lists, card]);
  });
});
