import { describe, expect, it } from 'vitest';
import { resolveRedirectTo } from './redirect-target.ts';

describe('resolveRedirectTo', () => {
  it('sends event/{id} to that event', () => {
    expect(resolveRedirectTo('event/42')).toBe('/event/42');
  });

  it('keeps any path of a built screen, with or without its leading slash, query included', () => {
    expect(resolveRedirectTo('/rendez-vous/rdv-AGR001-4')).toBe('/rendez-vous/rdv-AGR001-4');
    expect(resolveRedirectTo('notifications')).toBe('/notifications');
    expect(resolveRedirectTo('/actualites-liste?type=1')).toBe('/actualites-liste?type=1');
  });

  it("sends the legacy's carto to the yield map", () => {
    expect(resolveRedirectTo('carto')).toBe('/outils/rendement');
  });

  it("sends the legacy's abonnement-dossier to the billing screen", () => {
    expect(resolveRedirectTo('abonnement-dossier')).toBe('/abonnement-dossier');
  });

  it("sends the legacy's ag to the general assembly", () => {
    expect(resolveRedirectTo('ag')).toBe('/ag');
  });

  it("sends the legacy's ged-view to the document it names", () => {
    expect(resolveRedirectTo('ged-view/abc-123')).toBe('/ged-view/abc-123');
  });

  it('stays home for home itself, public pages, unknown targets, empty values and other sites', () => {
    expect(resolveRedirectTo('accueil')).toBeNull();
    expect(resolveRedirectTo('interdit')).toBeNull();
    expect(resolveRedirectTo('nulle-part')).toBeNull();
    expect(resolveRedirectTo('')).toBeNull();
    expect(resolveRedirectTo(null)).toBeNull();
    expect(resolveRedirectTo(undefined)).toBeNull();
    expect(resolveRedirectTo('//evil.example/ag')).toBeNull();
    expect(resolveRedirectTo('https://evil.example/ag')).toBeNull();
  });
});
