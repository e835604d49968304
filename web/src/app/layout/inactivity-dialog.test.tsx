import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_LIMIT_MS, markApiCall } from '../../lib/activity.ts';
import { InactivityDialog } from './inactivity-dialog.tsx';

describe('inactivity dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    markApiCall(Date.now());
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('stays hidden while the API was called within 24 hours', () => {
    render(<InactivityDialog reload={() => undefined} />);
    act(() => {
      vi.advanceTimersByTime(INACTIVITY_LIMIT_MS - 5000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to reload the page once 24 hours pass without an API call, within the 5-second check', () => {
    const reload = vi.fn();
    render(<InactivityDialog reload={reload} />);
    act(() => {
      vi.advanceTimersByTime(INACTIVITY_LIMIT_MS + 5000);
    });
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(
      "Suite à une longue période d'inactivité. La page doit être rechargée...",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('counts from the last API call, not from the page load', () => {
    render(<InactivityDialog reload={() => undefined} />);
    act(() => {
      vi.advanceTimersByTime(INACTIVITY_LIMIT_MS - 60_000);
    });
    markApiCall(Date.now());
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
