import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { makeFragmentData } from '../../gql/index.ts';
import {
  CAROUSEL_AUTOPLAY_MS,
  KeyFiguresCarousel,
  KeyFiguresCarousel_dossier,
} from './key-figures-carousel.tsx';

// jsdom lays nothing out, so Embla cannot measure slides: a stand-in api records the moves and lets the test
// say which position Embla selected.
const embla = vi.hoisted(() => {
  const listeners = new Map<string, Set<() => void>>();
  const autoplay = { stop: () => undefined };
  const api = {
    selected: 0,
    snaps: [0, 0.25, 0.5],
    scrollPrev: () => undefined,
    scrollNext: () => undefined,
    scrollTo: (index: number) => void index,
    selectedScrollSnap: () => api.selected,
    scrollSnapList: () => api.snaps,
    plugins: () => ({ autoplay }),
    on(event: string, listener: () => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return api;
    },
    off(event: string, listener: () => void) {
      listeners.get(event)?.delete(listener);
      return api;
    },
    emit(event: string) {
      listeners.get(event)?.forEach((listener) => listener());
    },
    destroy: () => undefined,
  };
  return { api, autoplay, listeners, plugins: [] as { options?: { delay?: number } }[] };
});

vi.mock('embla-carousel', () => ({
  default: (_viewport: HTMLElement, _options: unknown, plugins: { options?: { delay?: number } }[]) => {
    embla.plugins = plugins;
    return embla.api;
  },
}));

/** The carousel once Embla's chunk has come and measured its three positions. */
const dots = () => screen.getAllByRole('button', { name: /^Position \d sur 3$/ });
const carouselReady = () => waitFor(() => expect(dots()).toHaveLength(3));

beforeEach(() => {
  embla.api.selected = 0;
  embla.listeners.clear();
  vi.spyOn(embla.api, 'scrollPrev');
  vi.spyOn(embla.api, 'scrollNext');
  vi.spyOn(embla.api, 'scrollTo');
  vi.spyOn(embla.autoplay, 'stop');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const figures = [
  {
    __typename: 'KeyFigure' as const,
    id: 'D1-ca',
    libelle: "Chiffre d'affaires",
    valeur: 1234567,
    unite: '€',
    decimales: 0,
    dateFinExercice: '2025-06-30T00:00:00.000Z',
  },
  {
    __typename: 'KeyFigure' as const,
    id: 'D1-marge',
    libelle: 'Taux de marge',
    valeur: 12.345,
    unite: '%',
    decimales: 1,
    dateFinExercice: null,
  },
];

function renderCarousel(showsKeyFigures = true, keyFigures = figures) {
  const dossier = makeFragmentData(
    { __typename: 'Dossier', showsKeyFigures, keyFigures },
    KeyFiguresCarousel_dossier,
  );
  return render(<KeyFiguresCarousel dossier={dossier} />);
}

describe('KeyFiguresCarousel', () => {
  it('shows each figure with its French formatted value and unit', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Chiffres clés' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('1 234 567,00 €')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('12,3 %')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText("Chiffre d'affaires")).toBeInstanceOf(HTMLElement);
  });

  it('is hidden where the gateway says the file shows no key figures', () => {
    const { container } = renderCarousel(false);
    expect(container.innerHTML).toBe('');
  });

  it('is hidden when the file has no figures', () => {
    const { container } = renderCarousel(true, []);
    expect(container.innerHTML).toBe('');
  });

  it('moves every 5 seconds on its own', async () => {
    renderCarousel();
    await carouselReady();
    expect(CAROUSEL_AUTOPLAY_MS).toBe(5000);
    expect(embla.plugins[0]?.options?.delay).toBe(5000);
  });

  it('moves back and forth with its arrows, which stop the autoplay', async () => {
    renderCarousel();
    await carouselReady();
    fireEvent.click(screen.getByRole('button', { name: 'Chiffre suivant' }));
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Chiffre précédent' }));
    expect(embla.api.scrollPrev).toHaveBeenCalledTimes(1);
    expect(embla.autoplay.stop).toHaveBeenCalled();
  });

  it('shows one dot per position, marks the current one and goes to the one clicked', async () => {
    renderCarousel();
    await carouselReady();
    expect(dots()[0]?.getAttribute('aria-current')).toBe('true');

    act(() => {
      embla.api.selected = 2;
      embla.api.emit('select');
    });
    expect(dots()[2]?.getAttribute('aria-current')).toBe('true');
    expect(dots()[0]?.getAttribute('aria-current')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Position 2 sur 3' }));
    expect(embla.api.scrollTo).toHaveBeenCalledWith(1);
  });
});
