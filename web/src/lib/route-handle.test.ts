import { describe, expect, it } from 'vitest';
import { firstRefusedPath, screenTitle } from './route-handle.ts';

const holding =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);

describe('route handles', () => {
  it('let a chain without module requirements pass', () => {
    expect(firstRefusedPath([undefined, { path: 'notifications' }], holding())).toBeNull();
  });

  it('name the first route of the chain whose modules the file lacks, ignoring routes without a handle', () => {
    expect(firstRefusedPath([undefined, { path: 'home' }, { path: 'event' }], holding('page_rdv'))).toBe(
      'event',
    );
    expect(firstRefusedPath([{ path: 'event' }], holding('page_events'))).toBeNull();
  });

  it('give the title of the deepest route that names a path', () => {
    expect(screenTitle([{ path: 'landing' }, undefined, { path: 'appointmentEdit' }])).toBe(
      'Modifier le rendez-vous',
    );
    expect(screenTitle([undefined, { title: 'not a path' }])).toBeNull();
  });
});
