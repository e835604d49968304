import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchForms } from './form-activity.ts';
import { OfflineChrome } from './offline-chrome.tsx';
import { setOfflineStatus } from './status.ts';

function FormScreen() {
  return (
    <form aria-label="Prise de rendez-vous">
      <label>
        Message
        <textarea />
      </label>
    </form>
  );
}

describe('the update prompt and the offline notice', () => {
  let forms: ReturnType<typeof watchForms> | null = null;
  afterEach(() => {
    cleanup();
    forms?.stop();
    act(() => setOfflineStatus({ updateReady: false, online: true, dataAt: null }));
  });

  it('waits while a form is typed in, never reloads by itself, and reloads on the click once the form is left', () => {
    forms = watchForms(document);
    const reload = vi.fn();
    const { rerender } = render(
      <>
        <OfflineChrome reload={reload} />
        <FormScreen />
      </>,
    );
    fireEvent.input(screen.getByLabelText('Message'), { target: { value: 'Bonjour' } });
    // A new build is waiting while the form holds what was typed.
    act(() => setOfflineStatus({ updateReady: true }));
    expect(screen.queryByText(/Nouvelle version disponible/)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('Bonjour');

    // The form is sent or left: its screen is gone.
    rerender(<OfflineChrome reload={reload} />);
    act(() => forms?.recheck());
    expect(screen.getByRole('status').textContent).toBe('Nouvelle version disponible —Recharger');
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the prompt at once when no form was typed in', () => {
    forms = watchForms(document);
    const reload = vi.fn();
    render(
      <>
        <OfflineChrome reload={reload} />
        <FormScreen />
      </>,
    );
    act(() => setOfflineStatus({ updateReady: true }));
    expect(screen.getByRole('status').textContent).toBe('Nouvelle version disponible —Recharger');
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says the screen is offline and from when its data dates', () => {
    render(<OfflineChrome reload={() => {}} />);
    expect(screen.queryByText(/Hors ligne/)).toBeNull();
    act(() => setOfflineStatus({ online: false, dataAt: new Date(2026, 10, 24, 7, 5).getTime() }));
    expect(screen.getByRole('status').textContent).toContain('Hors ligne — données du 24/11/2026 07:05');
  });
});
