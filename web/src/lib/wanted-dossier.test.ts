import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetWantedDossier,
  getRedirectTo,
  getWantedCodeDossier,
  rememberAttemptedPath,
  setRedirectTo,
  setWantedCodeDossier,
} from './wanted-dossier.ts';

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

describe('forgetting the previous person at sign-out', () => {
  it('removes both the wanted file and the redirect target', () => {
    setWantedCodeDossier('AGR001');
    setRedirectTo('/notifications');
    forgetWantedDossier();
    expect(getWantedCodeDossier()).toBeNull();
    expect(getRedirectTo()).toBeNull();
  });
});
