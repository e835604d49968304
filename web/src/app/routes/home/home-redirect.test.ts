import { describe, expect, it } from 'vitest';
import { homeRedirect } from './home-redirect.ts';

const client = { isCollaborateur: false, dossierCount: 2, hasSelectedDossier: true };
const collaborator = { isCollaborateur: true, dossierCount: 40, hasSelectedDossier: false };

describe('homeRedirect', () => {
  it('sends a collaborator without a chosen file to the portfolio, keeping the pending target', () => {
    expect(homeRedirect(collaborator, null)).toBe('/selectionDossier');
    expect(homeRedirect(collaborator, 'event/12')).toBe('/selectionDossier?redirectTo=event%2F12');
  });

  it('sends a client without any file to the Aucun dossier page', () => {
    expect(homeRedirect({ isCollaborateur: false, dossierCount: 0, hasSelectedDossier: false }, 'ag')).toBe(
      '/aucun-dossier',
    );
  });

  it('follows a remembered target to a built screen once a file is chosen', () => {
    expect(homeRedirect(client, 'event/12')).toBe('/event/12');
    expect(homeRedirect({ ...collaborator, hasSelectedDossier: true }, 'notifications')).toBe(
      '/notifications',
    );
  });

  it('stays home without a target or with an unknown one', () => {
    expect(homeRedirect(client, null)).toBeNull();
    expect(homeRedirect(client, 'inconnu')).toBeNull();
    expect(homeRedirect(client, 'inconnu/12')).toBeNull();
  });
});
