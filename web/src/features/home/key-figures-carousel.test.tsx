import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { makeFragmentData } from '../../gql/index.ts';
import { KeyFiguresCarousel, KeyFiguresCarousel_dossier } from './key-figures-carousel.tsx';

// jsdom has no layout observers; Embla only needs them to exist.
beforeAll(() => {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
});
afterEach(cleanup);

const figures = [
  { __typename: 'KeyFigure' as const, id: 'D1-ca', libelle: "Chiffre d'affaires", valeur: 1234567, unite: '€', decimales: 0 },
  { __typename: 'KeyFigure' as const, id: 'D1-marge', libelle: 'Taux de marge', valeur: 12.345, unite: '%', decimales: 1 },
];

function renderCarousel(codeEntite: string, keyFigures = figures) {
  const dossier = makeFragmentData({ __typename: 'Dossier', codeEntite, keyFigures }, KeyFiguresCarousel_dossier);
  return render(<KeyFiguresCarousel dossier={dossier} />);
}

describe('KeyFiguresCarousel', () => {
  it('shows each figure with its French formatted value and unit', () => {
    renderCarousel('0001');
    expect(screen.getByRole('region', { name: 'Chiffres clés' })).toBeTruthy();
    expect(screen.getByText('1 234 567 €')).toBeTruthy();
    expect(screen.getByText('12,3 %')).toBeTruthy();
    expect(screen.getByText("Chiffre d'affaires")).toBeTruthy();
  });

  it('is hidden for an individual client (entity 0016)', () => {
    const { container } = renderCarousel('0016');
    expect(container.innerHTML).toBe('');
  });

  it('is hidden when the file has no figures', () => {
    const { container } = renderCarousel('0001', []);
    expect(container.innerHTML).toBe('');
  });
});
