import { beforeEach, describe, expect, it } from 'vitest';
import { getRedirectTo, rememberAttemptedPath } from './wanted-dossier.ts';

describe('remembering the attempted path', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores a deep link as the redirect target', () => {
    rememberAttemptedPath('/contacts/A12?x=1', null);
    expect(getRedirectTo()).toBe('/contacts/A12?x=1');
  });
  it('ignores the root, home and the current path', () => {
    rememberAttemptedPath('/', null);
    rememberAttemptedPath('/accueil', null);
    rememberAttemptedPath('/accueil/D001', null);
    rememberAttemptedPath('/notifications', '/notifications');
    expect(getRedirectTo()).toBeNull();
  });
});
