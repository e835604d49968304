import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIRING_SIMULATOR_UNAVAILABLE, HiringWidget } from './hiring-widget.tsx';

const SCRIPT_URL = 'https://widgets.example.test/simulateur-embauche.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function widgetScript(): HTMLScriptElement {
  const script = screen.getByTestId('hiring-widget').querySelector('script');
  if (!script) throw new Error('no widget script in the container');
  return script;
}

describe('hiring simulator widget', () => {
  it('puts the configured script inside its container and shows a spinner until it has run', () => {
    render(<HiringWidget scriptUrl={SCRIPT_URL} />);
    expect(widgetScript().src).toBe(SCRIPT_URL);
    expect(screen.getByText('Chargement du simulateur…')).toBeInstanceOf(HTMLElement);
    act(() => {
      widgetScript().dispatchEvent(new Event('load'));
    });
    expect(screen.queryByText('Chargement du simulateur…')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in French that the simulator cannot load when the script fails', () => {
    render(<HiringWidget scriptUrl={SCRIPT_URL} />);
    act(() => {
      widgetScript().dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert').textContent).toBe(HIRING_SIMULATOR_UNAVAILABLE);
    expect(screen.queryByText('Chargement du simulateur…')).toBeNull();
  });

  it('says the same when the script has not loaded in time, and lets a late script show its widget', () => {
    render(<HiringWidget scriptUrl={SCRIPT_URL} timeoutMs={5_000} />);
    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('alert').textContent).toBe(HIRING_SIMULATOR_UNAVAILABLE);
    act(() => {
      widgetScript().dispatchEvent(new Event('load'));
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes the script and what it drew when the page leaves', () => {
    const { unmount } = render(<HiringWidget scriptUrl={SCRIPT_URL} />);
    const container = screen.getByTestId('hiring-widget');
    container.prepend(Object.assign(document.createElement('form'), { id: 'drawn-by-widget' }));
    unmount();
    expect(container.childNodes).toHaveLength(0);
  });
});
