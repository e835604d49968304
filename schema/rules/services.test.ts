import { describe, expect, it } from 'vitest';
import {
  byCreationDate,
  callbackContactOf,
  inCategories,
  matchesSearch,
  opensServices,
  videoEmbedUrl,
  videoThumbnailUrl,
} from './services.ts';

describe('services directory (spec 001 §2, §5, §6)', () => {
  const service = { titre: 'Transmission d’exploitation', description: 'Préparer la Cession de votre ferme' };

  it.each([
    ['', true],
    ['  ', true],
    ['transmission', true],
    ['CESSION', true],
    ['ferme', true],
    ['vigne', false],
  ])('a search for %j matches the title or the description: %s', (search, expected) => {
    expect(matchesSearch(service, search)).toBe(expected);
  });

  it.each([
    [[], true],
    [['Juridique'], true],
    [['Social', 'Juridique'], true],
    [['Social'], false],
  ])('with the categories %j chosen, a Juridique and Fiscal service shows: %s', (chosen, expected) => {
    expect(inCategories({ categories: ['Juridique', 'Fiscal'] }, chosen)).toBe(expected);
  });

  it('sorts by creation date, the newest first, a service without a date last', () => {
    const services = [
      { id: 'a', dateCreation: '2025-01-01T00:00:00Z' },
      { id: 'b', dateCreation: null },
      { id: 'c', dateCreation: '2026-03-01T00:00:00Z' },
    ];
    expect(byCreationDate(services).map((s) => s.id)).toEqual(['c', 'a', 'b']);
  });

  it.each([
    [
      'both directors',
      ['Directeur Commercial', 'Directeur Relation Adhérents'],
      'Directeur Relation Adhérents',
    ],
    ['the sales director only', ['Juriste', 'Directeur Commercial'], 'Directeur Commercial'],
    ['neither', ['Juriste', 'Expert-comptable'], null],
  ])('with %s among the contacts, the callback contact is %s', (_case, fonctions, expected) => {
    const contact = callbackContactOf(fonctions.map((fonction) => ({ fonction })));
    expect(contact?.fonction ?? null).toBe(expected);
  });

  it('opens the directory only with canShowAnnuaireServices and dossier_cder', () => {
    expect(opensServices(['canShowAnnuaireServices', 'dossier_cder'])).toBe(true);
    expect(opensServices(['canShowAnnuaireServices'])).toBe(false);
    expect(opensServices(['dossier_cder'])).toBe(false);
  });

  it('builds the privacy-enhanced embed and the thumbnail from the video id, encoded', () => {
    expect(videoEmbedUrl('abc_123')).toBe('https://www.youtube-nocookie.com/embed/abc_123');
    expect(videoThumbnailUrl('a/b')).toBe('https://i.ytimg.com/vi/a%2Fb/hqdefault.jpg');
  });
});
