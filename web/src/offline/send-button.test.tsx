import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BACK_ONLINE, KEPT_OFFLINE, NEEDS_NETWORK } from './offline-messages.ts';
import { SendButton } from './send-button.tsx';
import { setOfflineStatus } from './status.ts';

/** The text the button is described by, as a screen reader announces it. */
function descriptionOf(button: HTMLElement): string | null {
  const id = button.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const goOffline = () => act(() => setOfflineStatus({ online: false }));
const goOnline = () => act(() => setOfflineStatus({ online: true }));

describe('the send button of a form that needs the network', () => {
  afterEach(() => {
    cleanup();
    act(() => setOfflineStatus({ online: true }));
  });

  it('is disabled without a link and says under itself that the send waits for it', () => {
    render(
      <form>
        <SendButton>Changer le mot de passe</SendButton>
      </form>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Changer le mot de passe' });
    expect(button.disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();

    goOffline();
    expect(button.disabled).toBe(true);
    expect(descriptionOf(button)).toBe(NEEDS_NETWORK);

    goOnline();
    expect(button.disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('of a form that keeps a draft, says the typing is kept, then that it can be sent once the link is back', () => {
    render(
      <form>
        <SendButton kept>Envoyer ma demande</SendButton>
      </form>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Envoyer ma demande' });
    goOffline();
    expect(descriptionOf(button)).toBe(KEPT_OFFLINE);
    goOnline();
    expect(button.disabled).toBe(false);
    expect(descriptionOf(button)).toBe(BACK_ONLINE);
  });

  it('waits for the answer of a send in progress', () => {
    render(
      <form>
        <SendButton busy>Enregistrer</SendButton>
      </form>,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Enregistrer' }).disabled).toBe(true);
  });
});
