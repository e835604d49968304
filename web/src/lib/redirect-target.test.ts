import { describe, expect, it } from 'vitest';
import { resolveRedirectTo } from './redirect-target.ts';

describe('resolveRedirectTo', () => {
  it('sends ag to the general assembly page', () => {
    expect(resolveRedirectTo('ag')).toBe('/ag');
  });

  it('sends event/{id} to that event', () => {
    expect(resolveRedirectTo('event/42')).toBe('/event/42');
  });

  it('sends carto to the yield map tool', () => {
    expect(resolveRedirectTo('carto')).toBe('/outils/rendement');
  });

  it('sends abonnement-dossier to the billing page', () => {
    expect(resolveRedirectTo('abonnement-dossier')).toBe('/abonnement-dossier');
  });

  it('sends ged-view links to the document viewer with their rest', () => {
    expect(resolveRedirectTo('ged-view/abc-123')).toBe('/ged-view/abc-123');
  });

  it('keeps any other known route path, with or without its leading slash', () => {
    expect(resolveRedirectTo('/contacts/A12')).toBe('/contacts/A12');
    expect(resolveRedirectTo('mon-compte/mes-droits')).toBe('/mon-compte/mes-droits');
    expect(resolveRedirectTo('/actualites-liste?type=1')).toBe('/actualites-liste?type=1');
  });

  it('stays home for unknown targets, empty values and other sites', () => {
    expect(resolveRedirectTo('nulle-part')).toBeNull();
    expect(resolveRedirectTo('')).toBeNull();
    expect(resolveRedirectTo(null)).toBeNull();
    expect(resolveRedirectTo(undefined)).toBeNull();
    expect(resolveRedirectTo('//evil.example/ag')).toBeNull();
    expect(resolveRedirectTo('https://evil.example/ag')).toBeNull();
  });
});
