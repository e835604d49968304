import { describe, expect, it } from 'vitest';
import { canGoToMap, groupDossiers, isSelectable, selectDossier } from './dossiers.ts';

const d = (codeDossier: string, raisonSociale: string, idRole: number | null, estFavoris = false) => ({
  codeDossier,
  raisonSociale,
  idRole,
  estFavoris,
});

describe('selectDossier', () => {
  const files = [d('A', 'Alpha', 1), d('B', 'Beta', 1, true), d('C', 'Gamma', 2)];
  it('keeps the wanted file when the person may act on it', () => {
    expect(selectDossier(files, 'C')?.codeDossier).toBe('C');
  });
  it('falls back to the favourite, then to the first file', () => {
    expect(selectDossier(files, 'UNKNOWN')?.codeDossier).toBe('B');
    expect(selectDossier([d('A', 'Alpha', 1), d('C', 'Gamma', 2)], null)?.codeDossier).toBe('A');
  });
  it('gives null when there is no file', () => {
    expect(selectDossier([], 'A')).toBeNull();
  });
});

describe('groupDossiers', () => {
  it('splits owned and shared files and sorts each in French, ignoring case and accents', () => {
    const { mine, shared } = groupDossiers([
      d('1', 'vignoble Élise', 1),
      d('2', 'EARL des Aulnes', 1),
      d('3', 'éts Martin', 3),
      d('4', 'Domaine Blanc', 2),
    ]);
    expect(mine.map((x) => x.raisonSociale)).toEqual(['EARL des Aulnes', 'vignoble Élise']);
    expect(shared.map((x) => x.raisonSociale)).toEqual(['Domaine Blanc', 'éts Martin']);
  });
});

describe('portfolio statut rules', () => {
  it('lets Bon and PasInscrit with an id be selected, never Demissionne', () => {
    expect(isSelectable('Bon', '12')).toBe(true);
    expect(isSelectable('PasInscrit', '12')).toBe(true);
    expect(isSelectable('PasInscrit', '')).toBe(false);
    expect(isSelectable('Demissionne', '12')).toBe(false);
  });
  it('sends only Bon files to the map', () => {
    expect(canGoToMap('Bon')).toBe(true);
    expect(canGoToMap('PasInscrit')).toBe(false);
  });
});
