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

describe('the wanted file', () => {
  beforeEach(() => window.localStorage.clear());

  it('is the code a link carried when it has the shape of a file code, else none', () => {
    setWantedCodeDossier('AGR001');
    expect(getWantedCodeDossier()).toBe('AGR001');
    setWantedCodeDossier('AGR001\u0000');
    expect(getWantedCodeDossier()).toBeNull();
    setWantedCodeDossier('../AGR001');
    expect(getWantedCodeDossier()).toBeNull();
  });
});

describe('forgetting the previous person at sign-out', () => {
  it('removes both the wanted file and the redirect target', () => {
    setWantedCodeDossier('AGR001');
    setRedirectTo('/notifications');
    forgetWantedDossier();
    expect(getWantedCodeDossier()).toBeNull();
    expect(getRedirectTo()).toBeNull();
    expect(document.cookie).not.toContain('portail_dossier');
  });
});

describe('the cookie the gateway reads', () => {
  it("carries the wanted file, so the home page comes with that file's first screen", () => {
    setWantedCodeDossier('AGR001');
    expect(document.cookie).toContain('portail_dossier=AGR001');
  });
});
